package cli

import (
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/spf13/pflag"
)

// parsedFlags is what one parse gives a command: each kind of flag the
// commands use, the arguments left, and the error's words.
type parsedFlags struct {
	Str    string
	Bool   bool
	Dur    time.Duration
	Slice  []string
	Args   []string
	Err    string
	IsHelp bool
}

// flagParser is what the commands use of a flag set: ours and pflag's
// have it alike.
type flagParser interface {
	String(name, value, usage string) *string
	Bool(name string, value bool, usage string) *bool
	Duration(name string, value time.Duration, usage string) *time.Duration
	StringSlice(name string, value []string, usage string) *[]string
	Parse(args []string) error
	NArg() int
	Arg(i int) string
}

func parseWith(fs flagParser, help error, args []string) parsedFlags {
	s := fs.String("str", "default", "")
	b := fs.Bool("bool", false, "")
	d := fs.Duration("dur", 5*time.Second, "")
	sl := fs.StringSlice("slice", []string{"x"}, "")
	err := fs.Parse(args)
	var got parsedFlags
	if err != nil {
		got.Err, got.IsHelp = err.Error(), errors.Is(err, help)
		if got.IsHelp {
			got.Err = ""
		}
		return got
	}
	got.Str, got.Bool, got.Dur, got.Slice = *s, *b, *d, *sl
	for i := 0; i < fs.NArg(); i++ {
		got.Args = append(got.Args, fs.Arg(i))
	}
	return got
}

func parseOurs(args []string) parsedFlags { return parseWith(flags("test"), errHelp, args) }

func parsePflag(args []string) parsedFlags {
	fs := pflag.NewFlagSet("test", pflag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	return parseWith(fs, pflag.ErrHelp, args)
}

var flagCases = [][]string{
	nil,
	{},
	{"a", "b"},
	{"--str", "v"},
	{"--str=v"},
	{"--str="},
	{"--str=a=b"},
	{"--str"},
	{"--str", "--bool"},
	{"--bool"},
	{"--bool=false"},
	{"--bool=FALSE"},
	{"--bool=0"},
	{"--bool=maybe"},
	{"--bool="},
	{"--bool", "false"},
	{"--dur", "2s"},
	{"--dur=1m30s"},
	{"--dur", "soon"},
	{"--dur"},
	{"--slice", "a,b"},
	{"--slice", "a", "--slice", "b,c"},
	{"--slice="},
	{"--slice", `"a,b",c`},
	{"--slice", `"a`},
	{"--slice", "a\nb"},
	{"x", "--str", "v", "y", "--bool", "z"},
	{"--", "--str", "v"},
	{"a", "--", "-h"},
	{"-"},
	{"-", "--bool"},
	{"-h"},
	{"-help"},
	{"--help"},
	{"--help=yes"},
	{"a", "--help", "--bogus"},
	{"--bogus"},
	{"--bogus=1"},
	{"-x"},
	{"-xh"},
	{"-hx"},
	{"-é"},
	{"-test.v"},
	{"-test.v", "a"},
	{"---str"},
	{"--=x"},
	{"--str", "-"},
	{"--str", "--"},
	{"--bool", "--", "--bool=maybe"},
	{""},
	{"", "--str", ""},
}

func TestFlagsParseAsPflag(t *testing.T) {
	for _, args := range flagCases {
		t.Run(fmt.Sprintf("%q", args), func(t *testing.T) {
			ours, theirs := parseOurs(args), parsePflag(args)
			if !reflect.DeepEqual(ours, theirs) {
				t.Errorf("args %q\n ours:  %+v\n pflag: %+v", args, ours, theirs)
			}
		})
	}
}

// The words of each mistake, as a person reads them after "team-hook <cmd>: ".
func TestFlagsMistakesInWords(t *testing.T) {
	for args, want := range map[string]string{
		"--bogus":           "unknown flag: --bogus",
		"--str":             "flag needs an argument: --str",
		"--dur soon":        `invalid argument "soon" for "--dur" flag: time: invalid duration "soon"`,
		"--bool=maybe":      `invalid argument "maybe" for "--bool" flag: strconv.ParseBool: parsing "maybe": invalid syntax`,
		"-x":                `unknown shorthand flag: 'x' in -x`,
		"---str":            "bad flag syntax: ---str",
		"--slice \"a":       `invalid argument "\"a" for "--slice" flag: parse error on line 1, column 3: extraneous or missing " in quoted-field`,
		"--help --bogus":    "",
		"a -h --str=1 --ok": "",
	} {
		got := parseOurs(strings.Fields(args))
		if got.Err != want || (want == "") != got.IsHelp {
			t.Errorf("%s: error %q (help %v), want %q", args, got.Err, got.IsHelp, want)
		}
	}
}

func FuzzFlagsParseAsPflag(f *testing.F) {
	for _, args := range flagCases {
		f.Add(strings.Join(args, "\x00"))
	}
	f.Fuzz(func(t *testing.T, joined string) {
		args := strings.Split(joined, "\x00")
		ours, theirs := parseOurs(args), parsePflag(args)
		if !reflect.DeepEqual(ours, theirs) {
			t.Errorf("args %q\n ours:  %+v\n pflag: %+v", args, ours, theirs)
		}
	})
}
