package lint

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"time"

	"github.com/fsnotify/fsnotify"
)

// debounce gathers the burst of events one save makes (an editor writes a
// temporary file, renames it over the original, changes its mode) into one
// lint run.
const debounce = 100 * time.Millisecond

// Watch lints dir, calls onChange with the findings, and again after every
// change to the bundle, until ctx is done; then it returns nil. It returns
// an error when dir cannot be read or watched. onChange runs on Watch's own
// goroutine, one call at a time.
func Watch(ctx context.Context, dir string, onChange func([]Finding)) error {
	dir = filepath.Clean(dir)
	w, err := fsnotify.NewWatcher()
	if err != nil {
		return fmt.Errorf("watch %s: %w", dir, err)
	}
	defer w.Close()

	res, err := run(dir)
	if err != nil {
		return err
	}
	if err := w.Add(dir); err != nil {
		return fmt.Errorf("watch %s: %w", dir, err)
	}
	watched := watchDirs(w, res)
	onChange(res.findings)

	// fsnotify watches folders, not trees: every folder the linter read is
	// watched, and after each run the folders that appeared are added.
	var timer *time.Timer
	var fire <-chan time.Time
	for {
		select {
		case <-ctx.Done():
			if timer != nil {
				timer.Stop()
			}
			return nil
		case ev, ok := <-w.Events:
			if !ok {
				return nil
			}
			if !relevant(ev, res, watched) {
				continue
			}
			if timer == nil {
				timer = time.NewTimer(debounce)
			} else {
				timer.Reset(debounce)
			}
			fire = timer.C
		case err, ok := <-w.Errors:
			if !ok {
				return nil
			}
			if !errors.Is(err, fsnotify.ErrEventOverflow) {
				return fmt.Errorf("watch %s: %w", dir, err)
			}
			// Events were lost: lint again rather than miss a change.
			if timer == nil {
				timer = time.NewTimer(debounce)
			} else {
				timer.Reset(debounce)
			}
			fire = timer.C
		case <-fire:
			fire = nil
			if res, err = run(dir); err != nil {
				return err
			}
			watched = watchDirs(w, res)
			onChange(res.findings)
		}
	}
}

// watchDirs adds every folder the run read, and the folders holding the
// files it consulted (so that creating one is seen). Adding a folder already
// watched is harmless; one that vanished in between is skipped.
func watchDirs(w *fsnotify.Watcher, res *result) map[string]bool {
	watched := map[string]bool{}
	want := make([]string, 0, len(res.dirs)+len(res.files))
	for d := range res.dirs {
		want = append(want, d)
	}
	for f := range res.files {
		want = append(want, filepath.Dir(f))
	}
	for _, d := range want {
		if watched[d] || !isDir(d) {
			continue
		}
		if w.Add(d) == nil {
			watched[d] = true
		}
	}
	return watched
}

// relevant says whether an event may change the findings. Mode changes and
// editors' swap and backup files do not; a new folder may hold a skill.
func relevant(ev fsnotify.Event, res *result, watched map[string]bool) bool {
	if ev.Op == fsnotify.Chmod || strings.HasPrefix(filepath.Base(ev.Name), ".#") {
		return false
	}
	if res.files[ev.Name] || res.dirs[ev.Name] || watched[ev.Name] {
		return true
	}
	switch strings.ToLower(filepath.Ext(ev.Name)) {
	case ".md", ".json":
		return true
	}
	return ev.Has(fsnotify.Create) && isDir(ev.Name)
}
