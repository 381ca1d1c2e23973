// Package downstream uses upstream's classifiers.
package downstream

import "unknownoutcome/classify/upstream"

func use(err error) {
	_ = upstream.MaybeApplied(err) // want `check: MaybeApplied \(annotated //idemvet:ambiguous\)`
	_ = upstream.IsTimeout(err)    // want `check: IsTimeout \(checks errors.As`
	_ = upstream.Wrap(err)
}
