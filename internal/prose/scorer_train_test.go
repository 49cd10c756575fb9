package prose

import (
	"bufio"
	"crypto/sha256"
	"flag"
	"fmt"
	"hash/fnv"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/team-hook/team-hook/internal/markdown"
	"github.com/team-hook/team-hook/internal/prose/evalset"
)

// The scorer's training. `go generate ./internal/prose` (or `go test
// ./internal/prose -run TestScorerWeights -update`) writes
// scorer_weights.txt from the labelled sets and the probe sentences; the
// same test, run without -update, checks that the file is what training
// produces. TestScorerCrossValidation prints how the scorer does on each set
// when trained without it.

//go:generate go test -run ^TestScorerWeights$ -update

var updateWeights = flag.Bool("update", false, "write scorer_weights.txt from the training data")

// trainingSets are the labelled sets the scorer learns from, under
// testdata/eval at the repository's root. Sets named heldout* are never
// among them.
// The real development set (real-dev) is read as realFolds sets split by
// source ("real-dev:0" …), so that cross-validation holds out whole
// sources, as the real held-out set is split from it.
var trainingSets = []string{
	"tuning", "tuning-2", "dev-a", "dev-b", "dev-c", "dev-d", "dev-e", "dev-f",
	"real-dev:0", "real-dev:1", "real-dev:2", "real-dev:3",
}

// realFolds is how many folds real-dev is split into, by source.
const realFolds = 4

// isTrainingSource: a set the scorer may learn from. The held-out sets
// (heldout*) are never read while developing, and dev-g and real-fresh are
// kept for measuring: a scorer trained on them would report figures it
// learnt.
func isTrainingSource(set string) bool {
	base, _, _ := strings.Cut(set, ":")
	return !strings.HasPrefix(base, "heldout") && base != "dev-g" && !strings.HasPrefix(base, "fresh") && (!strings.HasPrefix(base, "real") || base == "real-dev")
}

// sourceFold is the fold of real-dev a source belongs to: the second hex
// digit of sha256(source_id) (the first decides held-out or development).
func sourceFold(sourceID string) int {
	sum := sha256.Sum256([]byte(sourceID))
	return int(sum[0]&0x0f) % realFolds
}

func TestTrainingSources(t *testing.T) {
	for _, set := range trainingSets {
		if !isTrainingSource(set) {
			t.Errorf("trainingSets names %s", set)
		}
	}
	for _, set := range []string{"heldout", "heldout-real", "heldout:0", "heldout-real:1", "dev-g", "fresh-a", "fresh-b", "fresh-c", "heldout-fresh", "heldout-fresh-2", "heldout-fresh-3", "heldout-fresh-4", "heldout-fresh-5", "heldout-fresh-6", "heldout-fresh-7", "fresh-f", "fresh-g", "fresh-h", "fresh-i", "fresh-j", "fresh-k", "fresh-l", "fresh-m", "fresh-n", "fresh-o", "fresh-p", "fresh-q", "real-fresh", "real-fresh:0", "real-scan", "real-other"} {
		if isTrainingSource(set) {
			t.Errorf("%s is a training source", set)
		}
	}
}

// Training's settings.
const (
	trainEpochs = 300
	trainRate   = 0.5
	trainL2     = 0.5
	// minCount: a feature seen in fewer training sentences is dropped.
	minCount = 2
	// thresholdMargin is added to the highest score a good sentence got
	// from a model that never saw its set; the threshold is never below
	// thresholdFloor, an even chance.
	thresholdMargin = 0.15
	thresholdFloor  = 0.5
)

// example is one sentence to learn from.
type example struct {
	set      string // its set, "probe", or "real" (testdata/realtext)
	fold     string // for real text, the set it is held out with
	message  int    // index of its message in the set's messages; -1 for probes and real text
	label    int8   // 1 a deferral, 0 not, -1 unlabelled (a part of a deferral's text)
	rules    bool   // the rules find it
	vetoed   bool   // the roles rule it out before it is scored
	features []string
	text     string
}

// evalMessage is one labelled message: how its sentences should be judged.
type evalMessage struct {
	set, file string
	block     bool   // expect: block
	deferral  bool   // rule: no-deferral
	sentences []int  // its examples (every sentence, scored or not)
	decisive  string // the decisive text
}

type trainingData struct {
	examples []example
	messages []evalMessage
}

// loadTraining reads the training sets and the probes.
func loadTraining(t testing.TB) *trainingData {
	t.Helper()
	td := &trainingData{}
	ops := 0
	for _, set := range trainingSets {
		if !isTrainingSource(set) {
			t.Fatalf("training set %s is held out or kept for measuring: the scorer never learns from it", set)
		}
		dir, fold, split := strings.Cut(set, ":")
		cases, err := evalset.Load(filepath.Join("..", "..", "testdata", "eval", dir))
		if err != nil || len(cases) == 0 {
			t.Fatalf("training set %s: no messages (%v)", set, err)
		}
		for _, c := range cases {
			if split && strconv.Itoa(sourceFold(c.SourceID)) != fold {
				continue
			}
			m := evalMessage{set: set, file: c.File, block: c.Expect == "block", deferral: c.Rule == "no-deferral", decisive: c.Decisive}
			forEachSentence([]byte(c.Body), &ops, func(s sentence, ts []token, rules bool) {
				label := int8(0)
				if m.block && m.deferral && evalset.Overlaps(s.text(), m.decisive) {
					label = -1
					if coversDecisive(s.text(), m.decisive) {
						label = 1
					}
				} else if split && m.block && m.deferral {
					// A real deferral is often said over more than one
					// sentence ("The user was asleep. These went the way
					// that seemed most defensible."): only its decisive
					// sentence is labelled.
					label = -1
				}
				m.sentences = append(m.sentences, len(td.examples))
				td.examples = append(td.examples, newExample(set, len(td.messages), label, rules, ts, s.norm, &ops))
			})
			td.messages = append(td.messages, m)
		}
	}
	// Real text: every sentence a negative, held out with one of the
	// sets, chosen by its source file, so that a document's sentences are
	// held out together.
	for _, x := range loadRealText(t) {
		why, _ := judgeDeferral(x.norm, askedNothing, &ops)
		e := newExample("real", -1, 0, why != nil, tokenize(x.norm), x.norm, &ops)
		if e.features == nil {
			continue
		}
		h := fnv.New32a()
		h.Write([]byte(strings.SplitN(x.source, "#", 2)[0]))
		e.fold = trainingSets[int(h.Sum32()%uint32(len(trainingSets)))]
		td.examples = append(td.examples, e)
	}
	f, err := os.Open(filepath.Join("testdata", "roles", "sentences.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if len(line) < 3 || line[0] != '+' && line[0] != '-' {
			continue // comments, and the open-questions probes
		}
		positive := line[0] == '+'
		src := strings.ReplaceAll(strings.TrimSpace(line[1:]), `\n`, "\n")
		first, found, scoreable := len(td.examples), false, 0
		forEachSentence([]byte(src+"\n"), &ops, func(s sentence, ts []token, rules bool) {
			// In a probe that must be found, the sentence the rules find
			// is the deferral; its other sentences are not labelled.
			label := int8(0)
			if positive {
				label = -1
				if rules {
					label, found = 1, true
				}
			}
			e := newExample("probe", -1, label, rules, ts, s.norm, &ops)
			if e.features != nil {
				scoreable++
			}
			td.examples = append(td.examples, e)
		})
		if positive && !found && scoreable == 1 {
			// Found by no rule: its one sentence the scorer reads is it.
			for i := first; i < len(td.examples); i++ {
				if td.examples[i].features != nil {
					td.examples[i].label = 1
				}
			}
		}
	}
	return td
}

func newExample(set string, message int, label int8, rules bool, ts []token, norm string, ops *int) example {
	e := example{set: set, message: message, label: label, rules: rules, text: norm}
	if mayScore(ts) {
		r := newSentenceReader(ts, ops)
		rs := r.readRoles()
		e.vetoed = r.notTheAgents(rs)
		e.features = scorerFeatures(r, rs)
	}
	return e
}

// forEachSentence reads a message's sentences as Deferrals does, with
// what the rules alone make of each.
func forEachSentence(src []byte, ops *int, f func(s sentence, ts []token, rules bool)) {
	d := markdown.Parse(src)
	readers := readerNames(d, ops)
	for _, b := range d.Blocks() {
		for _, u := range collectUnits(d, b, true, readers) {
			before := askedNothing
			for _, s := range u.clauses() {
				why, says := judgeDeferral(s.norm, before, ops)
				before = says
				f(s, tokenize(s.norm), why != nil)
			}
		}
	}
}

// coversDecisive: the sentence holds the decisive text (six words of it
// in a row, or all of a shorter one), or is at least half of it: not a
// table cell of three words that happens to be inside a long decisive row.
func coversDecisive(sentence, decisive string) bool {
	a, b := evalset.Words(sentence), evalset.Words(decisive)
	n := evalset.LongestRun(a, b)
	return n >= min(6, len(b)) || n == len(a) && 2*len(a) >= len(b)
}

// trained is a model as training leaves it.
type trained struct {
	names   []string // feature names, sorted; names[0] is "bias"
	weights []float64
}

// train fits a logistic regression to the labelled, scored examples that
// use selects: full-batch gradient descent with per-feature step sizes
// (AdaGrad) and an L2 penalty, in a fixed order, so that it gives the same
// weights on every run.
func train(examples []example, use func(e *example) bool) *trained {
	count := map[string]int{}
	var rows []*example
	for i := range examples {
		e := &examples[i]
		if e.features == nil || e.label < 0 || !use(e) {
			continue
		}
		rows = append(rows, e)
		for _, f := range e.features {
			count[f]++
		}
	}
	m := &trained{names: []string{"bias"}}
	for f, n := range count {
		if n >= minCount {
			m.names = append(m.names, f)
		}
	}
	slices.Sort(m.names[1:])
	index := make(map[string]int, len(m.names))
	for i, f := range m.names {
		index[f] = i
	}
	x := make([][]int, len(rows))
	y := make([]float64, len(rows))
	for i, e := range rows {
		x[i] = append(x[i], 0)
		for _, f := range e.features {
			if j, ok := index[f]; ok {
				x[i] = append(x[i], j)
			}
		}
		y[i] = float64(e.label)
	}
	m.weights = make([]float64, len(m.names))
	grad := make([]float64, len(m.names))
	sq := make([]float64, len(m.names))
	for range trainEpochs {
		for j, w := range m.weights {
			grad[j] = float64(trainL2 * w)
		}
		for i, row := range x {
			z := 0.0
			for _, j := range row {
				z += m.weights[j]
			}
			g := float64(1/(1+math.Exp(-z))) - y[i]
			for _, j := range row {
				grad[j] += g
			}
		}
		for j, g := range grad {
			sq[j] += float64(g * g)
			m.weights[j] -= float64(trainRate*g) / (math.Sqrt(sq[j]) + 1e-9)
		}
	}
	return m
}

// scorer turns a trained model into the form the package reads.
func (m *trained) scorer(threshold float64) *scorer {
	var b strings.Builder
	for j, f := range m.names[1:] {
		fmt.Fprintf(&b, "%s %v\n", f, m.weights[j+1])
	}
	return &scorer{threshold: threshold, bias: m.weights[0], table: b.String()}
}

// foldScores are the scores of one set's sentences, and of the real text
// held out with it, from a model trained without them on the sets among
// (probes always in), and the highest score a sentence that is not a
// deferral got. Sentences the roles rule out are not scored.
func foldScores(td *trainingData, held string, among []string) (scores map[int]float64, maxGood float64) {
	m := train(td.examples, func(e *example) bool { return inTraining(e, held, among) })
	s := m.scorer(0.5)
	scores = map[int]float64{}
	for i, e := range td.examples {
		if !heldOut(&e, held) || e.features == nil || e.vetoed {
			continue
		}
		p, _ := s.score(e.features)
		scores[i] = p
		if e.label == 0 {
			maxGood = max(maxGood, p)
		}
	}
	return scores, maxGood
}

// heldOut: the example is of the held-out set, or real text held out
// with it.
func heldOut(e *example, held string) bool {
	return e.set == held || e.set == "real" && e.fold == held
}

// inTraining: the example is learned from when held is held out and the
// sets among are in play.
func inTraining(e *example, held string, among []string) bool {
	switch {
	case heldOut(e, held):
		return false
	case e.set == "probe":
		return true
	case e.set == "real":
		return slices.Contains(among, e.fold)
	}
	return slices.Contains(among, e.set)
}

// chooseThreshold is the score from which the scorer finds a deferral:
// above every good sentence's score, of the sets and of real text, from
// models that never saw it, by a margin.
func chooseThreshold(td *trainingData, sets []string) float64 {
	high := 0.0
	for _, held := range sets {
		_, maxGood := foldScores(td, held, sets)
		high = max(high, maxGood)
	}
	return min(0.99, max(thresholdFloor, high+thresholdMargin))
}

// weightsText writes a model as scorer_weights.txt.
func weightsText(m *trained, threshold float64, examples int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# The deferral scorer's weights (scorer.go). Written by scorer_train_test.go\n")
	fmt.Fprintf(&b, "# (go generate ./internal/prose) from %d sentences of the sets %s,\n", examples, strings.Join(trainingSets, ", "))
	fmt.Fprintf(&b, "# testdata/roles/sentences.txt and testdata/realtext/sentences.txt; TestScorerWeights checks it.\n# Do not edit.\n")
	fmt.Fprintf(&b, "# A sentence scores 1/(1+exp(-(bias + the sum of its features' weights))).\n")
	fmt.Fprintf(&b, "threshold %.4f\n", threshold)
	fmt.Fprintf(&b, "bias %.4f\n", m.weights[0])
	for j, f := range m.names[1:] {
		w := m.weights[j+1]
		if math.Abs(w) < 0.00005 {
			continue
		}
		fmt.Fprintf(&b, "%s %.4f\n", f, w)
	}
	return b.String()
}

func trainedWeights(t testing.TB) string {
	td := loadTraining(t)
	threshold := chooseThreshold(td, trainingSets)
	m := train(td.examples, func(*example) bool { return true })
	n := 0
	for _, e := range td.examples {
		if e.features != nil && e.label >= 0 {
			n++
		}
	}
	return weightsText(m, threshold, n)
}

// The committed weights are what training produces (to the precision
// written: the last digit may differ where a platform rounds differently).
func TestScorerWeights(t *testing.T) {
	text := trainedWeights(t)
	if *updateWeights {
		if err := os.WriteFile("scorer_weights.txt", []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := parseScorer(text)
	if err != nil {
		t.Fatal(err)
	}
	got := loadScorer()
	if math.Abs(got.threshold-want.threshold) > 0.0002 || math.Abs(got.bias-want.bias) > 0.0002 {
		t.Errorf("scorer_weights.txt: threshold %v bias %v, training gives %v and %v; run go generate ./internal/prose",
			got.threshold, got.bias, want.threshold, want.bias)
	}
	diff, n := 0, 0
	want.each(func(f string, w float64) {
		n++
		if g, ok := got.weight(f); !ok || math.Abs(g-w) > 0.0002 {
			diff++
		}
	})
	got.each(func(string, float64) { n-- })
	if n != 0 {
		t.Errorf("scorer_weights.txt has %d weights more than training gives", -n)
	}
	if diff > 0 {
		t.Errorf("scorer_weights.txt: %d weights differ from what training gives; run go generate ./internal/prose", diff)
	}
}

// TestScorerCrossValidation holds out each training set in turn, with the
// real text assigned to it: a model trained on the others and the probes,
// its threshold chosen on the others alone, scores the held-out set's
// messages beside the rules, and the held-out real text. It prints the
// figures of each fold and fails when the scorer blocks a good message of a
// set it never saw, or reaches its threshold on a sentence of real text it
// never saw.
func TestScorerCrossValidation(t *testing.T) {
	if testing.Short() {
		t.Skip("trains thirty models")
	}
	td := loadTraining(t)
	var total [4]int
	for _, held := range trainingSets {
		var others []string
		for _, s := range trainingSets {
			if s != held {
				others = append(others, s)
			}
		}
		threshold := chooseThreshold(td, others)
		scores, _ := foldScores(td, held, trainingSets)
		rules := td.judge(held, func(i int) bool { return td.examples[i].rules })
		learned := td.judge(held, func(i int) bool { return scores[i] >= threshold })
		both := td.judge(held, func(i int) bool { return td.examples[i].rules || scores[i] >= threshold })
		real, realHigh := 0, 0
		for i, e := range td.examples {
			if e.set == "real" && e.fold == held {
				real++
				if p, ok := scores[i]; ok && p >= threshold {
					realHigh++
					t.Errorf("held out %s: the scorer finds a sentence of real text (%.3f): %s", held, p, e.text)
				}
			}
		}
		t.Logf("held out %-8s threshold %.3f: deferrals %d; recall rules %.3f (%d), scorer alone %.3f (%d), both %.3f (%d); good messages blocked: rules %d, scorer %d; real text: %d of %d sentences reach the threshold",
			held, threshold, both.cases, rules.recall(), rules.caught, learned.recall(), learned.caught, both.recall(), both.caught,
			rules.falseBlocks, learned.falseBlocks, realHigh, real)
		for _, m := range both.missed {
			t.Logf("held out %s: missed %s", held, m)
		}
		for _, m := range learned.blocked {
			t.Errorf("held out %s: the scorer blocks the good message %s", held, m)
		}
		for _, w := range learned.wrong {
			t.Errorf("held out %s: the scorer finds a sentence that is not the case's deferral: %s", held, w)
		}
		total[0] += rules.caught
		total[1] += learned.caught
		total[2] += both.caught
		total[3] += both.cases
	}
	t.Logf("all sets, each held out: rules %d, scorer alone %d, both %d of %d deferrals", total[0], total[1], total[2], total[3])
}

// judgement is how a reading of sentences does on a set's messages.
type judgement struct {
	cases, caught, falseBlocks int
	blocked                    []string
	// wrong are sentences found in a message to block that are not its
	// decisive one.
	wrong []string
	// missed are the deferral messages none of whose decisive sentences
	// was found.
	missed []string
}

func (j judgement) recall() float64 {
	if j.cases == 0 {
		return 1
	}
	return float64(j.caught) / float64(j.cases)
}

// judge scores a set's messages when the sentences found are those find
// says: a deferral case is caught when a sentence found is its decisive
// one; a good message is blocked when any sentence is found.
func (td *trainingData) judge(set string, find func(i int) bool) judgement {
	var j judgement
	for _, m := range td.messages {
		if m.set != set {
			continue
		}
		found, hit := false, false
		for _, i := range m.sentences {
			if find(i) {
				found = true
				hit = hit || td.examples[i].label != 0
				if m.block && td.examples[i].label == 0 {
					j.wrong = append(j.wrong, m.file+": "+td.examples[i].text)
				}
			}
		}
		switch {
		case !m.block:
			if found {
				j.falseBlocks++
				j.blocked = append(j.blocked, m.file)
			}
		case m.deferral:
			j.cases++
			if hit {
				j.caught++
			} else {
				j.missed = append(j.missed, m.file+": "+m.decisive)
			}
		}
	}
	return j
}
