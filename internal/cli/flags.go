package cli

import (
	"encoding/csv"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// flagSet parses a command's flags the way spf13/pflag v1.0.10 does for
// the kinds the commands use (string, bool, duration, string slice, long
// names only): --name value, --name=value, a bool's --name or --name=false,
// flags and arguments in any order, -- ending the flags, -h and --help
// asking for help, and pflag's words for every mistake. A test holds it to
// pflag on the same arguments.
//
// It is its own because pflag brings the net package along for its IP
// flags: net and net/netip initialise on every start of the process, a
// cost every hook event paid for flags no command has.
type flagSet struct {
	name   string
	formal map[string]*flagDef
	args   []string
}

type flagDef struct {
	name   string
	isBool bool
	set    func(string) error
}

// errHelp is what Parse returns for -h or --help.
var errHelp = errors.New("help requested")

// flags builds a command's flag set: errors are returned, never an exit
// (an exit 2 is what Claude Code reads as a blocking error), and parse
// prints them with the command's own help.
func flags(name string) *flagSet {
	return &flagSet{name: name, formal: map[string]*flagDef{}}
}

func (f *flagSet) Name() string { return f.name }

func (f *flagSet) define(name string, isBool bool, set func(string) error) {
	if _, dup := f.formal[name]; dup {
		panic(fmt.Sprintf("%s flag redefined: %s", f.name, name))
	}
	f.formal[name] = &flagDef{name: name, isBool: isBool, set: set}
}

// String defines a string flag; usage is kept for the call's shape, the
// command's help text says what each flag does.
func (f *flagSet) String(name, value, _ string) *string {
	p := &value
	f.define(name, false, func(s string) error { *p = s; return nil })
	return p
}

func (f *flagSet) Bool(name string, value bool, _ string) *bool {
	p := &value
	f.define(name, true, func(s string) error {
		v, err := strconv.ParseBool(s)
		*p = v
		return err
	})
	return p
}

func (f *flagSet) Duration(name string, value time.Duration, _ string) *time.Duration {
	p := &value
	f.define(name, false, func(s string) error {
		v, err := time.ParseDuration(s)
		*p = v
		return err
	})
	return p
}

// StringSlice defines a flag whose values are comma-separated (as one CSV
// record); the first use replaces the default, later ones append.
func (f *flagSet) StringSlice(name string, value []string, _ string) *[]string {
	p := &value
	changed := false
	f.define(name, false, func(s string) error {
		v := []string{}
		if s != "" {
			var err error
			if v, err = csv.NewReader(strings.NewReader(s)).Read(); err != nil {
				return err
			}
		}
		if changed {
			*p = append(*p, v...)
		} else {
			*p = v
		}
		changed = true
		return nil
	})
	return p
}

// Arg is the i'th argument left after the flags, or "".
func (f *flagSet) Arg(i int) string {
	if i < 0 || i >= len(f.args) {
		return ""
	}
	return f.args[i]
}

// NArg is the number of arguments left after the flags.
func (f *flagSet) NArg() int { return len(f.args) }

// Parse reads args: flags set their values, everything else (and all after
// "--") is an argument.
func (f *flagSet) Parse(args []string) error {
	f.args = make([]string, 0, len(args))
	for len(args) > 0 {
		s := args[0]
		args = args[1:]
		switch {
		case len(s) < 2 || s[0] != '-':
			f.args = append(f.args, s)
		case s == "--":
			f.args = append(f.args, args...)
			return nil
		case s[1] == '-':
			var err error
			if args, err = f.parseLong(s, args); err != nil {
				return err
			}
		default:
			if err := f.parseShort(s); err != nil {
				return err
			}
		}
	}
	return nil
}

func (f *flagSet) parseLong(s string, args []string) ([]string, error) {
	name := s[2:]
	if name == "" || name[0] == '-' || name[0] == '=' {
		return args, fmt.Errorf("bad flag syntax: %s", s)
	}
	name, value, hasValue := strings.Cut(name, "=")
	flag, ok := f.formal[name]
	switch {
	case !ok && name == "help":
		return args, errHelp
	case !ok:
		return args, fmt.Errorf("unknown flag: --%s", name)
	case hasValue:
	case flag.isBool:
		value = "true"
	case len(args) > 0:
		value, args = args[0], args[1:]
	default:
		return args, fmt.Errorf("flag needs an argument: --%s", name)
	}
	if err := flag.set(value); err != nil {
		return args, fmt.Errorf("invalid argument %q for %q flag: %w", value, "--"+flag.name, err)
	}
	return args, nil
}

// parseShort reads "-x...": no flag has a one-letter name, so -h asks for
// help and any other letter is unknown. pflag passes over "-test.*", the
// go test runner's flags; so does this.
func (f *flagSet) parseShort(s string) error {
	short := s[1:]
	switch {
	case strings.HasPrefix(short, "test."):
		return nil
	case short[0] == 'h':
		return errHelp
	default:
		// pflag's words, byte for byte: it names the first byte of the
		// letter's UTF-8 form (for ASCII, the letter).
		letter := string(rune(short[0]))
		return fmt.Errorf("unknown shorthand flag: %q in -%s", rune(letter[0]), short)
	}
}
