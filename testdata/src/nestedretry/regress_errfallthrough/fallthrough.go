// Package errfallthrough handles a call's error in place and goes on to the
// loop's exit (terraform-provider-tfe's project data source): the loop
// does not go round on the error, so it is not a retry loop.
package errfallthrough

import (
	"net/http"
	"strings"
)

func read(url string) error {
	var err error
	for i := 0; i < 3; i++ {
		_, err = http.Get(url)
		if err == nil {
			return nil
		}
	}
	return err
}

func find(names []string, url string) (string, error) {
	var err error
	for _, n := range names {
		if !strings.EqualFold(n, "x") {
			continue
		}
		err = read(url + n)
		if err != nil {
			n = ""
		}
		return n, err
	}
	return "", err
}
