package lint

import (
	"fmt"
	"path"
	"path/filepath"
	"strings"

	"github.com/team-hook/team-hook/internal/jsonpos"
)

// componentKeys are the manifest keys that list paths of extra components,
// in the order they are checked.
var componentKeys = []string{"commands", "agents", "skills", "outputStyles", "hooks", "mcpServers", "lspServers", "monitors"}

// lintManifest checks .claude-plugin/plugin.json: a name Claude Code can
// namespace with, and component paths it can resolve.
func (l *linter) lintManifest() {
	abs := filepath.Join(l.root, ".claude-plugin", "plugin.json")
	if !isFile(abs) {
		l.add(abs, 0, Error, "plugin-manifest-missing",
			`this looks like a plugin but has no .claude-plugin/plugin.json: add one with at least {"name": "<plugin-name>"}`)
		return
	}
	root, data := l.readJSONFile(abs)
	if root == nil {
		return
	}
	if root.Kind != jsonpos.Object {
		l.add(abs, lineOf(data, root.Off), Error, "plugin-name",
			fmt.Sprintf(`plugin.json must be an object with a "name", not %s`, root.KindName()))
		return
	}
	name, ok := root.Get("name")
	switch {
	case !ok:
		l.add(abs, lineOf(data, root.Off), Error, "plugin-name",
			`plugin.json has no "name": add one (kebab-case, no spaces); it prefixes the plugin's agents and skills ("<name>:<agent>")`)
	case name.Kind != jsonpos.String || strings.TrimSpace(name.Str) == "":
		l.add(abs, lineOf(data, name.Off), Error, "plugin-name",
			fmt.Sprintf(`the plugin "name" must be a non-empty string, not %s`, describe(name)))
	case strings.ContainsAny(name.Str, " \t\n"):
		l.add(abs, lineOf(data, name.Off), Error, "plugin-name",
			fmt.Sprintf(`the plugin name %q contains spaces, which Claude Code rejects: use kebab-case (%q)`, name.Str, strings.Join(strings.Fields(name.Str), "-")))
	default:
		l.pluginName = name.Str
	}
	for _, key := range componentKeys {
		v, ok := root.Get(key)
		if !ok {
			continue
		}
		for _, p := range componentPaths(key, v) {
			l.checkComponentPath(abs, data, key, p)
		}
		if key == "hooks" {
			for _, inline := range inlineHooks(v) {
				l.checkEvents(abs, data, inline)
			}
		}
	}
}

// componentPaths collects the path strings of one component key: a string,
// an array of strings, or for commands an object of {"source": path}.
func componentPaths(key string, v *jsonpos.Node) []*jsonpos.Node {
	var out []*jsonpos.Node
	add := func(n *jsonpos.Node) {
		// An MCPB bundle may be a URL rather than a path.
		if n.Kind == jsonpos.String && !(key == "mcpServers" && strings.Contains(n.Str, "://")) {
			out = append(out, n)
		}
	}
	switch v.Kind {
	case jsonpos.String:
		add(v)
	case jsonpos.Array:
		for _, it := range v.Items {
			add(it)
		}
	case jsonpos.Object:
		if key == "commands" {
			for _, c := range v.Vals {
				if src, ok := c.Get("source"); ok {
					add(src)
				}
			}
		}
	}
	return out
}

// inlineHooks are the event objects written into the manifest itself.
func inlineHooks(v *jsonpos.Node) []*jsonpos.Node {
	switch v.Kind {
	case jsonpos.Object:
		return []*jsonpos.Node{v}
	case jsonpos.Array:
		var out []*jsonpos.Node
		for _, it := range v.Items {
			if it.Kind == jsonpos.Object {
				out = append(out, it)
			}
		}
		return out
	}
	return nil
}

// checkComponentPath checks one listed path: relative with "./", not the
// hooks file that loads anyway, and present.
func (l *linter) checkComponentPath(abs string, data []byte, key string, p *jsonpos.Node) {
	line := lineOf(data, p.Off)
	if !strings.HasPrefix(p.Str, "./") {
		l.add(abs, line, Error, "plugin-path-prefix",
			fmt.Sprintf(`component paths must start with "./" (relative to the plugin root): write %q`, "./"+strings.TrimPrefix(p.Str, "/")))
	}
	clean := path.Clean(strings.TrimPrefix(p.Str, "./"))
	if key == "hooks" && clean == "hooks/hooks.json" {
		l.add(abs, line, Error, "plugin-hooks-duplicate",
			`hooks/hooks.json loads automatically; listing it under "hooks" loads it a second time, so every hook runs twice: remove it from plugin.json`)
		return
	}
	if path.IsAbs(clean) || clean == ".." || strings.HasPrefix(clean, "../") {
		return // outside the plugin: not ours to check
	}
	target := filepath.Join(l.root, filepath.FromSlash(clean))
	l.res.files[target] = true
	if !isFile(target) && !isDir(target) {
		l.add(abs, line, Error, "plugin-path-missing",
			fmt.Sprintf("%q is listed under %q but does not exist in the plugin", p.Str, key))
		return
	}
	if key == "hooks" && isFile(target) {
		l.lintHooksFile(target)
	}
}
