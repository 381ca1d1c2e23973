// Package checkdestroy is a loop over resources that fails when a read
// succeeds (terraform-provider-tfe's CheckDestroy functions): not a retry
// loop, so the retrying read inside it is not nested.
package checkdestroy

import (
	"fmt"
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

func checkDestroy(urls []string) error {
	var err error
	for _, u := range urls {
		if !strings.HasPrefix(u, "https://") {
			continue
		}
		err = read(u)
		if err == nil {
			return fmt.Errorf("%s still exists", u)
		}
	}
	return err
}
