package e2e

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/json"
	"encoding/pem"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/team-hook/team-hook/e2e/fakeapi"
	"github.com/team-hook/team-hook/internal/host/claude"
	"github.com/team-hook/team-hook/internal/install"
	"github.com/team-hook/team-hook/internal/release"
	"github.com/team-hook/team-hook/internal/testwait"
	"github.com/team-hook/team-hook/internal/version"
)

var (
	// releaseOnce builds the release, as make release does, once per test
	// binary; releaseTmp is removed by TestMain.
	releaseOnce sync.Once
	releaseRes  release.Result
	releaseErr  error
	releaseTmp  string
)

func builtRelease(t *testing.T) release.Result {
	t.Helper()
	root := repoRoot(t)
	releaseOnce.Do(func() {
		releaseTmp, releaseErr = os.MkdirTemp("", "team-hook-e2e-release-")
		if releaseErr != nil {
			return
		}
		releaseRes, releaseErr = release.Build(release.Options{Source: root, Out: filepath.Join(releaseTmp, "dist"), Commit: "e2e-release"})
	})
	if releaseErr != nil {
		t.Fatalf("make release: %v", releaseErr)
	}
	return releaseRes
}

// userPath is a PATH with the system's programs but neither Go nor npm
// (nor node): a user's machine that has never seen either.
func userPath(t *testing.T) string {
	t.Helper()
	farm := t.TempDir()
	hidden := map[string]bool{"go": true, "gofmt": true, "npm": true, "npx": true, "node": true, "corepack": true}
	for _, dir := range []string{"/usr/local/bin", "/usr/bin", "/bin", "/usr/sbin", "/sbin"} {
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			if hidden[e.Name()] {
				continue
			}
			os.Symlink(filepath.Join(dir, e.Name()), filepath.Join(farm, e.Name())) // the first one found wins, as on PATH
		}
	}
	for name := range hidden {
		if _, err := os.Stat(filepath.Join(farm, name)); err == nil {
			t.Fatalf("%s is on the user's PATH %s", name, farm)
		}
	}
	return farm
}

// client runs claude's plugin commands in home with the user's PATH.
type client struct {
	t          *testing.T
	home, path string
	extra      []string // more environment
}

func (c client) env() []string { return append(append(offlineEnv(c.home), "PATH="+c.path), c.extra...) }

func (c client) run(args ...string) (string, error) {
	ctx, cancel := testwait.Context(c.t)
	defer cancel()
	cmd := exec.CommandContext(ctx, claudeBinary(c.t), args...)
	cmd.Env = c.env()
	out, err := cmd.CombinedOutput()
	return string(out), err
}

func (c client) must(args ...string) string {
	c.t.Helper()
	out, err := c.run(args...)
	if err != nil {
		c.t.Fatalf("claude %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return out
}

// installPath is where claude installed team@team-hook.
func (c client) installPath() string {
	c.t.Helper()
	var installed struct {
		Plugins map[string][]struct{ InstallPath, Version string }
	}
	data, err := os.ReadFile(filepath.Join(c.home, ".claude", "plugins", "installed_plugins.json"))
	if err == nil {
		err = json.Unmarshal(data, &installed)
	}
	if err != nil || len(installed.Plugins["team@team-hook"]) != 1 {
		c.t.Fatalf("installed_plugins.json: %v\n%s", err, data)
	}
	return installed.Plugins["team@team-hook"][0].InstallPath
}

// marketplace writes a marketplace named team-hook with one entry, as the
// release workflow writes it into the repository's catalogue.
func marketplace(t *testing.T, entry map[string]any) string {
	t.Helper()
	dir := t.TempDir()
	if err := release.WriteMarketplace(repoRoot(t), dir, entry); err != nil {
		t.Fatal(err)
	}
	return dir
}

// gitPublish commits the release tree into the repository at repo (made
// when missing), as the workflow publishes it on its own branch, tags it,
// and returns the commit.
func gitPublish(t *testing.T, repo, tree, tag string) string {
	t.Helper()
	git := func(args ...string) string {
		cmd := exec.Command("git", append([]string{"-C", repo}, args...)...)
		cmd.Env = append(os.Environ(), "GIT_AUTHOR_NAME=release", "GIT_AUTHOR_EMAIL=release@invalid",
			"GIT_COMMITTER_NAME=release", "GIT_COMMITTER_EMAIL=release@invalid")
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
		}
		return strings.TrimSpace(string(out))
	}
	if !exists(filepath.Join(repo, ".git")) {
		os.MkdirAll(repo, 0o755)
		git("init", "-q", "-b", "dist")
	}
	git("rm", "-rq", "--ignore-unmatch", ".")
	if err := copyTree(tree, repo); err != nil {
		t.Fatal(err)
	}
	git("add", "-A")
	git("commit", "-qm", "team-hook "+tag)
	git("tag", tag)
	return git("rev-parse", "HEAD")
}

// publishedRelease publishes the release tree on a git repository's
// dist branch and returns the repository and a marketplace whose team
// entry pins it, as the release workflow does.
func publishedRelease(t *testing.T) (repo, market string) {
	t.Helper()
	rel := builtRelease(t)
	repo = filepath.Join(t.TempDir(), "team-hook-dist")
	sha := gitPublish(t, repo, rel.Plugin, "v"+version.Version)
	return repo, marketplace(t, release.GitEntry(version.Version, "file://"+repo, "v"+version.Version, sha))
}

// checkExecutable checks that the installed launcher and binaries kept
// their exec bit.
func checkExecutable(t *testing.T, root string) {
	t.Helper()
	for _, f := range []string{install.Launcher, "libexec/team-hook-linux-amd64", "libexec/team-hook-linux-arm64", "libexec/team-hook-darwin-arm64"} {
		if fi, err := os.Stat(filepath.Join(root, f)); err != nil || fi.Mode().Perm() != 0o755 {
			t.Errorf("installed %s: %v (want mode 0755)", f, err)
		}
	}
}

// releaseScript: the orchestrator launches a questioner that first defers
// in prose, then answers with a valid envelope.
func releaseScript(r *fakeapi.Request) *fakeapi.Reply {
	return defersThen(envelopeMessage("Database"), "Asking the user next.")(r)
}

// enforcedSession runs a session of the installed plugin and checks that
// it was enforced: the deferral blocked with its sentence quoted, the
// envelope let through and delivered to the orchestrator.
func enforcedSession(t *testing.T, c client, ledger string, env ...string) *session {
	t.Helper()
	s := newSession(t, releaseScript)
	s.home, s.plugin, s.env = c.home, "", append([]string{"PATH=" + c.path}, env...)
	s.run("Set up the storage layer.")
	id := onlyAgent(t, s.api)
	sub := s.api.Subagent(id)
	if len(sub) != 2 {
		t.Fatalf("the subagent made %d requests, want 2: the installed release did not block its deferral, or blocked its envelope", len(sub))
	}
	mustContain(t, "the block reason", feedback(t, sub[1]), strings.TrimSuffix(deferral, "."))
	r, _ := afterToolUse(t, s.api, "Agent")
	checkDelivery(t, r, agentContextPrefix, id)
	if ledger == "" {
		ledger = s.ledgerDir()
	}
	if st := readJSON(t, filepath.Join(ledger, "agents", id+".json"))["state"]; st != "delivered" {
		t.Errorf("ledger record state = %v, want delivered", st)
	}
	return s
}

// checkInstalledRelease checks the installed tree after its first
// session: the launcher verified this platform's binary and took its
// place, so hooks now start the binary itself.
func checkInstalledRelease(t *testing.T, root string) {
	t.Helper()
	p := install.Platform{OS: runtime.GOOS, Arch: runtime.GOARCH}
	want, err := install.FileSum(filepath.Join(root, filepath.FromSlash(p.Binary())))
	if err != nil {
		t.Fatal(err)
	}
	got, err := install.FileSum(filepath.Join(root, "bin", "team-hook"))
	if err != nil || got != want {
		t.Errorf("after the first session bin/team-hook is not %s (sha256 %s, want %s, %v)", p.Binary(), got, want, err)
	}
	fi, err := os.Stat(filepath.Join(root, "bin", "team-hook"))
	if err != nil || fi.Mode().Perm() != 0o755 {
		t.Errorf("bin/team-hook: %v %v", fi.Mode(), err)
	}
}

// A user without Go, npm or network installs the release from a git
// marketplace entry pinned by commit, and the FIRST session is enforced.
//
// The install ends with "5 userConfig options not yet set — run /plugin
// configure …": Claude Code 2.1.330 counts every option without a saved,
// non-empty, valid value, whatever its default (claude.Unset models it),
// and passes the default to the hook. That is true, and harmless: the
// first session is enforced with the defaults, and the binary's first run
// says once which values are in force.
func TestReleaseFromGitFirstSessionWithoutGo(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("POSIX launcher")
	}
	t.Parallel()
	_, market := publishedRelease(t)
	c := client{t: t, home: t.TempDir(), path: userPath(t)}
	c.must("plugin", "marketplace", "add", market)
	installed := c.must("plugin", "install", "team@team-hook")
	mustContain(t, "plugin install", installed, "team@team-hook")
	schema, err := claude.ReadUserConfig(c.installPath())
	if err != nil {
		t.Fatal(err)
	}
	hint := func(n int) string {
		return fmt.Sprintf("%d userConfig options not yet set — run /plugin configure team@team-hook in Claude Code, or pass --config KEY=VALUE.", n)
	}
	mustContain(t, "plugin install", installed, hint(len(claude.Unset(schema, nil))))
	// failure_mode is a picker: the client refuses anything but its choices.
	mustContain(t, "a mistyped failure_mode", c.must("plugin", "install", "team@team-hook", "--config", "failure_mode=clsoed"),
		"--config not applied: --config validation failed: Failure mode must be one of: open, closed")
	// A saved value counts as set, a default never does.
	saved := map[string]claude.SavedOption{"failure_mode": {Value: "open"}, "retry_budget": {Value: "2"}}
	mustContain(t, "options saved at install", c.must("plugin", "install", "team@team-hook", "--config", "failure_mode=open", "--config", "retry_budget=2"),
		hint(len(claude.Unset(schema, saved))))

	root := c.installPath()
	if exists(filepath.Join(root, ".git")) {
		t.Errorf("the install kept .git: %s", root)
	}
	checkExecutable(t, root)
	s := enforcedSession(t, c, "")
	checkInstalledRelease(t, root)
	ready := "team-hook " + version.Version + " is ready: subagent stops are checked from now on (retry budget 2, failure mode open)."
	var told []string
	for _, m := range hookAnswers(t, s.debug) {
		if strings.Contains(m, "is ready") {
			told = append(told, m)
		}
	}
	if len(told) != 1 || !strings.Contains(told[0], "SessionStart") || !strings.Contains(told[0], ready) {
		t.Fatalf("want the ready message once, at SessionStart: %q", told)
	}
}

// A copy of the release folder (the unpacked zip, or dist/plugin carried
// to a machine without network) is its own marketplace: a user without
// Go, npm or network adds it and the FIRST session is enforced.
func TestReleaseFolderIsItsOwnMarketplace(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("POSIX launcher")
	}
	t.Parallel()
	rel := builtRelease(t)
	folder := filepath.Join(t.TempDir(), "team-hook-"+version.Version)
	if err := copyTree(rel.Plugin, folder); err != nil {
		t.Fatal(err)
	}
	c := client{t: t, home: t.TempDir(), path: userPath(t)}
	c.must("plugin", "marketplace", "add", folder)
	mustContain(t, "plugin install", c.must("plugin", "install", "team@team-hook"), "team@team-hook")
	enforcedSession(t, c, "")
	checkInstalledRelease(t, folder) // a folder marketplace runs in place
}

// A newer release installed over an older one keeps the plugin's options
// and its ledger, and the session after `claude plugin update` runs the
// new binary.
func TestReleaseUpgradeKeepsLedgerAndOptions(t *testing.T) {
	if runtime.GOOS == "windows" {
		t.Skip("POSIX launcher")
	}
	t.Parallel()
	repo, market := publishedRelease(t)
	c := client{t: t, home: t.TempDir(), path: userPath(t)}
	ledger := filepath.Join(t.TempDir(), "ledger")
	settings := map[string]any{"pluginConfigs": map[string]any{"team@team-hook": map[string]any{"options": map[string]any{"ledger_dir": ledger}}}}
	data, _ := json.Marshal(settings)
	os.MkdirAll(filepath.Join(c.home, ".claude"), 0o755)
	if err := os.WriteFile(filepath.Join(c.home, ".claude", "settings.json"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	c.must("plugin", "marketplace", "add", market)
	c.must("plugin", "install", "team@team-hook")
	oldRoot := c.installPath()
	first := enforcedSession(t, c, ledger)
	firstRecord := filepath.Join(ledger, "agents", onlyAgent(t, first.api)+".json")
	if !exists(firstRecord) {
		t.Fatalf("the ledger_dir option was not honoured: no %s", firstRecord)
	}

	// The next release: another binary, a newer version.
	next := "0.1.1-upgrade"
	newRel, err := release.Build(release.Options{
		Source: repoRoot(t), Out: filepath.Join(t.TempDir(), "dist"), Commit: "e2e-upgrade", Version: next,
		Platforms: []install.Platform{{OS: runtime.GOOS, Arch: runtime.GOARCH}},
	})
	if err != nil {
		t.Fatal(err)
	}
	sha := gitPublish(t, repo, newRel.Plugin, "v"+next)
	file := filepath.Join(market, ".claude-plugin", "marketplace.json")
	data, _ = os.ReadFile(file)
	data, err = release.SetEntry(data, release.GitEntry(next, "file://"+repo, "v"+next, sha))
	if err != nil {
		t.Fatal(err)
	}
	os.WriteFile(file, data, 0o644)
	c.must("plugin", "marketplace", "update", "team-hook")
	mustContain(t, "plugin update", c.must("plugin", "update", "team@team-hook"), next)
	newRoot := c.installPath()
	if newRoot == oldRoot {
		t.Fatalf("the update installed into the old folder %s", oldRoot)
	}

	enforcedSession(t, c, ledger) // its record in ledger_dir: the option was kept
	if !exists(firstRecord) {
		t.Errorf("the upgrade lost the first session's ledger record %s", firstRecord)
	}
	checkInstalledRelease(t, newRoot)
	out, err := exec.Command(filepath.Join(newRoot, "bin", "team-hook"), "version").Output()
	if err != nil || !strings.Contains(string(out), "(e2e-upgrade)") {
		t.Errorf("the updated plugin's binary says %q (%v), want the new release's", out, err)
	}
}

// The archive channel: the release zip over HTTPS, pinned by its SHA-256.
// The client refuses loopback hosts, so the test serves it on a private
// address in a network namespace of its own (a re-run of this test under
// unshare), with a certificate of a throwaway authority the client is
// told to trust through NODE_EXTRA_CA_CERTS.
func TestReleaseFromArchiveOverHTTPS(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("network namespaces are Linux's")
	}
	if os.Getenv("TEAM_HOOK_E2E_NETNS") == "" {
		claudeBinary(t) // skip here, not inside, when there is no client
		builtRelease(t) // built outside, where the module cache is
		inNetworkNamespace(t, "^TestReleaseFromArchiveOverHTTPS$")
		return
	}
	const addr = "10.213.0.1"
	for _, args := range [][]string{
		{"link", "set", "lo", "up"},
		// A private address, not a loopback one, though on lo: the client
		// judges the URL's host, and nothing else is in this namespace.
		{"addr", "add", addr + "/32", "dev", "lo"},
	} {
		if out, err := exec.Command("ip", args...).CombinedOutput(); err != nil {
			t.Fatalf("ip %s: %v\n%s", strings.Join(args, " "), err, out)
		}
	}
	rel := release.Result{Plugin: os.Getenv("TEAM_HOOK_E2E_RELEASE_PLUGIN"), Zip: os.Getenv("TEAM_HOOK_E2E_RELEASE_ZIP"), ZipSum: os.Getenv("TEAM_HOOK_E2E_RELEASE_SUM")}
	caPEM, cert := testCertificate(t, addr)
	ca := filepath.Join(t.TempDir(), "ca.pem")
	os.WriteFile(ca, caPEM, 0o644)
	ln, err := tls.Listen("tcp", addr+":8443", &tls.Config{Certificates: []tls.Certificate{cert}})
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.ServeFile(w, r, rel.Zip)
	})}
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	url := "https://" + addr + ":8443/" + filepath.Base(rel.Zip)

	extra := "NODE_EXTRA_CA_CERTS=" + ca
	c := client{t: t, home: t.TempDir(), path: userPath(t), extra: []string{extra}}

	// A digest that is not the zip's is refused.
	bad := marketplace(t, release.ArchiveEntry(version.Version, url, strings.Repeat("0", 64)))
	c.must("plugin", "marketplace", "add", bad)
	if out, err := c.run("plugin", "install", "team@team-hook"); err == nil || strings.Contains(out, "Successfully installed") {
		t.Fatalf("the client installed a zip whose SHA-256 is not the entry's:\n%s", out)
	} else {
		mustContain(t, "the refusal of a wrong sha256", out, "integrity check failed", rel.ZipSum)
	}
	c.must("plugin", "marketplace", "remove", "team-hook")
	c.must("plugin", "marketplace", "add", marketplace(t, release.ArchiveEntry(version.Version, url, rel.ZipSum)))
	mustContain(t, "plugin install", c.must("plugin", "install", "team@team-hook"), "team@team-hook")
	root := c.installPath()
	checkExecutable(t, root) // the zip keeps Unix modes
	enforcedSession(t, c, "", extra)
	checkInstalledRelease(t, root)
}

// inNetworkNamespace runs the test named by pattern again, in a network
// namespace of its own, and passes on its verdict.
func inNetworkNamespace(t *testing.T, pattern string) {
	t.Helper()
	for _, tool := range []string{"unshare", "ip"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Skipf("%s not installed: cannot make a private network namespace to serve HTTPS in", tool)
		}
	}
	args := []string{"--net"}
	if os.Geteuid() != 0 {
		args = []string{"--user", "--map-root-user", "--net"}
	}
	args = append(args, "--", os.Args[0], "-test.run="+pattern, "-test.v", "-test.count=1")
	cmd := exec.Command("unshare", args...)
	rel := builtRelease(t)
	cmd.Env = append(os.Environ(), "TEAM_HOOK_E2E_NETNS=1",
		"TEAM_HOOK_E2E_RELEASE_PLUGIN="+rel.Plugin, "TEAM_HOOK_E2E_RELEASE_ZIP="+rel.Zip, "TEAM_HOOK_E2E_RELEASE_SUM="+rel.ZipSum)
	cmd.Dir, _ = os.Getwd()
	out, err := cmd.CombinedOutput()
	text := string(out)
	switch {
	case strings.Contains(text, "unshare failed"), strings.Contains(text, "unshare: "):
		t.Skipf("cannot make a private network namespace here (%v): %s", err, text)
	case err != nil || !strings.Contains(text, "--- PASS: "):
		t.Fatalf("in a private network namespace: %v\n%s", err, text)
	}
	t.Logf("in a private network namespace:\n%s", text)
}

// testCertificate makes a throwaway authority and a server certificate it
// signed for the IP address, and returns the authority's PEM.
func testCertificate(t *testing.T, ip string) ([]byte, tls.Certificate) {
	t.Helper()
	caKey, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	caTmpl := &x509.Certificate{
		SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "team-hook test authority"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(24 * time.Hour),
		IsCA: true, BasicConstraintsValid: true, KeyUsage: x509.KeyUsageCertSign,
	}
	caDER, err := x509.CreateCertificate(rand.Reader, caTmpl, caTmpl, &caKey.PublicKey, caKey)
	if err != nil {
		t.Fatal(err)
	}
	caCert, _ := x509.ParseCertificate(caDER)
	key, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	tmpl := &x509.Certificate{
		SerialNumber: big.NewInt(2), Subject: pkix.Name{CommonName: ip},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(24 * time.Hour),
		IPAddresses: []net.IP{net.ParseIP(ip)}, KeyUsage: x509.KeyUsageDigitalSignature,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, caCert, &key.PublicKey, caKey)
	if err != nil {
		t.Fatal(err)
	}
	return pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: caDER}),
		tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}
}
