// Command release builds a team-hook release (`make release`) and points
// the repository's marketplace at a published one (the release workflow).
//
//	go run ./tools/release build [-out dist]
//	go run ./tools/release entry -marketplace FILE -version V (-git-url U -git-ref R -git-sha S | -zip-url U -zip-sha256 S)
package main

import (
	"flag"
	"fmt"
	"os"

	"github.com/team-hook/team-hook/internal/release"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: release build [-out dist] | release entry -marketplace FILE ...")
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "build":
		err = build(os.Args[2:])
	case "entry":
		err = entry(os.Args[2:])
	default:
		err = fmt.Errorf("unknown subcommand %q", os.Args[1])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "release:", err)
		os.Exit(1)
	}
}

func build(args []string) error {
	fs := flag.NewFlagSet("build", flag.ExitOnError)
	out := fs.String("out", "dist", "output folder (emptied first)")
	fs.Parse(args)
	commit, t, err := release.Commit(".")
	if err != nil {
		return err
	}
	res, err := release.Build(release.Options{Source: ".", Out: *out, Commit: commit, Time: t})
	if err != nil {
		return err
	}
	fmt.Printf("team-hook %s (%s)\n%s\n%s  sha256 %s\n", res.Version, commit, res.Plugin, res.Zip, res.ZipSum)
	return nil
}

// entry sets the marketplace's "team" entry to a published release and
// leaves every other entry as it is.
func entry(args []string) error {
	fs := flag.NewFlagSet("entry", flag.ExitOnError)
	file := fs.String("marketplace", ".claude-plugin/marketplace.json", "the marketplace file to update")
	v := fs.String("version", "", "the release's version")
	gitURL := fs.String("git-url", "", "git repository holding the release tree")
	gitRef := fs.String("git-ref", "", "its tag")
	gitSHA := fs.String("git-sha", "", "its commit")
	zipURL := fs.String("zip-url", "", "HTTPS URL of the release zip")
	zipSum := fs.String("zip-sha256", "", "the zip's SHA-256")
	fs.Parse(args)
	var e map[string]any
	switch {
	case *v == "":
		return fmt.Errorf("-version is required")
	case *gitURL != "" && *gitRef != "" && len(*gitSHA) == 40:
		e = release.GitEntry(*v, *gitURL, *gitRef, *gitSHA)
	case *zipURL != "" && len(*zipSum) == 64:
		e = release.ArchiveEntry(*v, *zipURL, *zipSum)
	default:
		return fmt.Errorf("give -git-url, -git-ref and a 40-digit -git-sha, or -zip-url and a 64-digit -zip-sha256")
	}
	data, err := os.ReadFile(*file)
	if err != nil {
		return err
	}
	out, err := release.SetEntry(data, e)
	if err != nil {
		return fmt.Errorf("%s: %w", *file, err)
	}
	return os.WriteFile(*file, out, 0o644)
}
