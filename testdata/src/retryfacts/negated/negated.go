// Package negated has loops whose error test is negated.
package negated

func send() error { return nil }

// Until leaves the loop when the send did not fail: a retry loop.
func Until() error { // want Until:`retries: retry loop at negated/negated.go:9 \(3 attempts\)`
	var err error
	for range 3 {
		if err = send(); !(err != nil) {
			return nil
		}
	}
	return err
}

// Each sends once per endpoint and goes on, whatever happens: no retry.
func Each(eps []string) {
	for range eps {
		if err := send(); !(err == nil) {
			continue
		}
	}
}
