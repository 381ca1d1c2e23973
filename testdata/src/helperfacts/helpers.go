// Package helperfacts declares retry helpers, a function that only calls
// the function it is given, and a retry budget.
package helperfacts

// Retry runs op until it succeeds, three times at most.
//
//idemvet:retry
func Retry(op func() error) error { // want Retry:`retry helper: ops \[0\]`
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
func WithRetry(op func() error) func() error { // want WithRetry:`retry helper: ops \[0\], 4 attempts`
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

// EachTarget calls op once for each target and stops at the first
// success: a failover loop, no retry helper.
func EachTarget(targets []string, op func(string) error) error {
	var err error
	for _, t := range targets {
		if err = op(t); err == nil {
			return nil
		}
	}
	return err
}

// Budget is shared by the retry layers that draw on it.
//
//idemvet:budget
type Budget struct{ left int } // want Budget:`retry budget`
