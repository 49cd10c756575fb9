module github.com/team-hook/team-hook

go 1.26

require (
	github.com/adrg/frontmatter v0.2.0
	github.com/fsnotify/fsnotify v1.10.1
	github.com/pelletier/go-toml/v2 v2.4.3
	github.com/rogpeppe/go-internal v1.16.0
	github.com/spf13/pflag v1.0.10
	github.com/yuin/goldmark v1.8.7
	go.yaml.in/yaml/v3 v3.0.6
	golang.org/x/sys v0.26.0
)

require (
	github.com/BurntSushi/toml v0.3.1 // indirect
	golang.org/x/tools v0.26.0 // indirect
	gopkg.in/yaml.v2 v2.3.0 // indirect
)

// go.yaml.in/yaml/v3 with its tables built and its expressions compiled on
// first use, not at start-up (third_party/go-yaml-v3/PATCHES.md).
replace go.yaml.in/yaml/v3 => ./third_party/go-yaml-v3

// A copy that compiles its regular expressions and builds its tables on
// first use, not at start-up (third_party/goldmark/PATCHES.md).
replace github.com/yuin/goldmark => ./third_party/goldmark
