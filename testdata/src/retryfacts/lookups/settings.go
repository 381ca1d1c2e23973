// Package lookups holds loops of configuration, flag and parsing libraries
// (reduced from ini, yaml, viper, flag and the standard library) that look
// a value up, walk a path or read the next item: none retries. The true
// twins at the end are retry loops.
package lookups

import (
	"errors"

	"gopkg.in/ini.v1"
)

// Client reads its settings from an ini file on each call: the section
// lookup walks parent sections, it retries nothing.
type Client struct {
	cfg *ini.File
}

func (c *Client) Endpoint() (string, error) {
	key, err := c.cfg.Section("service.api").GetKey("endpoint")
	if err != nil {
		return "", err
	}
	return key.String(), nil
}

func (c *Client) Region() string {
	return c.cfg.Section("service").Key("region").String()
}

// lookupDir walks up a directory path until a directory holds the file:
// each round asks about another directory.
func lookupDir(dir string, stat func(string) error) (string, error) {
	for {
		if err := stat(dir + "/.config"); err == nil {
			return dir, nil
		}
		i := lastSlash(dir)
		if i < 0 {
			return "", errors.New("not found")
		}
		dir = dir[:i]
	}
}

func lastSlash(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '/' {
			return i
		}
	}
	return -1
}

type node struct {
	parent *node
	vals   map[string]string
}

func (n *node) get(k string) (string, error) {
	if v, ok := n.vals[k]; ok {
		return v, nil
	}
	return "", errors.New("no value")
}

// inherited looks a value up in a scope and its parents.
func inherited(n *node, k string) (string, error) {
	for n != nil {
		v, err := n.get(k)
		if err == nil {
			return v, nil
		}
		n = n.parent
	}
	return "", errors.New("no value")
}
