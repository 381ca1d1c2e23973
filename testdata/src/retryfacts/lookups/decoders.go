package lookups

import (
	"bufio"
	"errors"
	"io"
	"strconv"
	"strings"
)

// A YAML stream decoded document by document, as users of a yaml
// Decoder do: each round decodes the next document.

type Decoder struct{ docs []string }

func (d *Decoder) Decode(v *map[string]string) error {
	if len(d.docs) == 0 {
		return io.EOF
	}
	*v = map[string]string{"doc": d.docs[0]}
	d.docs = d.docs[1:]
	return nil
}

func decodeAll(d *Decoder) ([]map[string]string, error) {
	var out []map[string]string
	for {
		var doc map[string]string
		err := d.Decode(&doc)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		out = append(out, doc)
	}
	return out, nil
}

// A nested key looked up through maps, as viper's find and searchMap do:
// the path is cut one element at a time.
func searchMap(source map[string]any, path []string) any {
	for len(path) > 0 {
		next, ok := source[path[0]]
		if !ok {
			return nil
		}
		if len(path) == 1 {
			return next
		}
		m, ok := next.(map[string]any)
		if !ok {
			return nil
		}
		source, path = m, path[1:]
	}
	return source
}

// searchIndexable tries the longest prefixes of the path first, as viper
// does: an index that does not parse moves on to a shorter prefix.
func searchIndexable(source []any, path []string) any {
	for i := len(path); i > 0; i-- {
		index, err := strconv.Atoi(strings.Join(path[:i], "."))
		if err != nil || index >= len(source) {
			continue
		}
		return source[index]
	}
	return nil
}

// Scanning lines, as bufio.Scanner users do; a line that does not parse
// is skipped.
func sumLines(r io.Reader) (int, error) {
	sc := bufio.NewScanner(r)
	total := 0
	for sc.Scan() {
		n, err := strconv.Atoi(strings.TrimSpace(sc.Text()))
		if err != nil {
			continue
		}
		total += n
	}
	return total, sc.Err()
}

// A query string parsed as net/url does: the rest of the string is cut
// off each round; a bad escape is remembered and skipped.
func parseQuery(m map[string][]string, query string) (err error) {
	for query != "" {
		var key string
		key, query, _ = strings.Cut(query, "&")
		if key == "" {
			continue
		}
		key, value, _ := strings.Cut(key, "=")
		key, err1 := unescape(key)
		if err1 != nil {
			if err == nil {
				err = err1
			}
			continue
		}
		m[key] = append(m[key], value)
	}
	return err
}

func unescape(s string) (string, error) {
	if strings.Contains(s, "%") {
		return "", errors.New("bad escape")
	}
	return s, nil
}

// firstNumber reads lines until one parses, as a reader of a header
// line does: each round reads the next line.
func firstNumber(br *bufio.Reader) (int, error) {
	for {
		line, err := br.ReadString('\n')
		if err != nil {
			return 0, err
		}
		n, err := strconv.Atoi(strings.TrimSpace(line))
		if err == nil {
			return n, nil
		}
	}
}
