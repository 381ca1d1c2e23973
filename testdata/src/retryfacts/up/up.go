// Package up declares a retry helper and a function that retries.
package up

// Retry runs op until it succeeds, three times at most.
//
//idemvet:retry
func Retry(op func() error) error { // want Retry:`retries: retry loop at up/up.go:9 \(3 attempts\)`
	var err error
	for range 3 {
		if err = op(); err == nil {
			return nil
		}
	}
	return err
}

// Once does not retry.
func Once(op func() error) error { return op() }

// WithRetry returns a function that calls op until it succeeds, four times
// at most: a retry helper composed at run time, found without annotation.
func WithRetry(op func() error) func() error { // want WithRetry:`retries: retry loop at up/up.go:\d+ \(4 attempts\)`
	return func() error {
		var err error
		for range 4 {
			if err = op(); err == nil {
				return nil
			}
		}
		return err
	}
}
