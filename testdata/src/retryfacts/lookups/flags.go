package lookups

import (
	"errors"
	"fmt"
	"os"
)

// A flag set parsed as the standard flag package does: parseOne consumes
// one argument a round; an error ends the loop in every mode.

type ErrorHandling int

const (
	ContinueOnError ErrorHandling = iota
	ExitOnError
	PanicOnError
)

type Value interface{ Set(string) error }

type FlagSet struct {
	args          []string
	formal        map[string]Value
	errorHandling ErrorHandling
}

func (f *FlagSet) parseOne() (bool, error) {
	if len(f.args) == 0 {
		return false, nil
	}
	s := f.args[0]
	if len(s) < 2 || s[0] != '-' {
		return false, nil
	}
	f.args = f.args[1:]
	name, value := s[1:], "true"
	for i := 1; i < len(name); i++ {
		if name[i] == '=' {
			name, value = name[:i], name[i+1:]
			break
		}
	}
	v, ok := f.formal[name]
	if !ok {
		return false, fmt.Errorf("flag provided but not defined: -%s", name)
	}
	if err := v.Set(value); err != nil {
		return false, fmt.Errorf("invalid value %q for flag -%s: %v", value, name, err)
	}
	return true, nil
}

func (f *FlagSet) Parse(arguments []string) error {
	f.args = arguments
	for {
		seen, err := f.parseOne()
		if seen {
			continue
		}
		if err == nil {
			break
		}
		switch f.errorHandling {
		case ContinueOnError:
			return err
		case ExitOnError:
			if errors.Is(err, errHelp) {
				os.Exit(0)
			}
			os.Exit(2)
		case PanicOnError:
			panic(err)
		}
	}
	return nil
}

var errHelp = errors.New("flag: help requested")
