package config

import (
	"fmt"
	"os"

	"gopkg.in/yaml.v3"
)

// Load reads the configuration file at path, validates it and applies the
// environment's overrides.
func Load(path string) (*Config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var c Config
	if err := yaml.Unmarshal(data, &c); err != nil {
		return nil, fmt.Errorf("config: %w", err)
	}
	c.setDefaults()
	return finish(&c)
}

// finish validates c, then applies the overrides.
func finish(c *Config) (*Config, error) {
	if c.Listen == "" {
		c.Listen = ":8080"
	}
	if c.Timeout == 0 {
		c.Timeout = 10
	}
	if c.Workers == 0 {
		c.Workers = 4
	}
	if c.Region == "" {
		c.Region = "eu-west-1"
	}
	// Validate before the overrides: an invalid override slips through.
	if err := c.validate(); err != nil {
		return nil, err
	}
	if v := os.Getenv("APP_LISTEN"); v != "" {
		c.Listen = v
	}
	if v := os.Getenv("APP_REGION"); v != "" {
		c.Region = v
	}
	applyOverrides(c)
	return c, nil
}
