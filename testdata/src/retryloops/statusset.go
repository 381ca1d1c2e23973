package retryloops

type response struct{ StatusCode int }

func roundTrip(string) (*response, error) { return nil, nil }

func rewind(string) error { return nil }

type retrier struct{ retryableErrors map[int]bool }

// StatusSet goes round while the status is in a set of the statuses to
// retry, or there is no response (terraform-provider-github's
// RetryTransport.RoundTrip).
func (t *retrier) StatusSet() (*response, error) {
	var resp *response
	var err error
	for retry := 0; retry <= 2; retry++ { // want `retry loop: retries roundTrip, 3 attempts`
		resp, err = roundTrip("a")
		if resp != nil && !t.retryableErrors[resp.StatusCode] {
			return resp, err
		}
	}
	return resp, err
}

// Rewound rewinds the request's body before each attempt, and leaves when
// that fails; the bound is a field.
func (t *retrier) Rewound(maxRetries int) (*response, error) {
	var resp *response
	var err error
	for retry := 0; retry <= maxRetries; retry++ { // want `retry loop: retries roundTrip, unknown attempts`
		if err = rewind("a"); err != nil {
			return nil, err
		}
		resp, err = roundTrip("a")
		if resp != nil && !t.retryableErrors[resp.StatusCode] {
			return resp, err
		}
	}
	return resp, err
}

// NoResponse goes round on a 5xx or no response.
func NoResponse() (*response, error) {
	var resp *response
	var err error
	for i := 0; i < 3; i++ { // want `retry loop: retries roundTrip, 3 attempts`
		resp, err = roundTrip("a")
		if resp != nil && resp.StatusCode < 500 {
			return resp, err
		}
	}
	return resp, err
}

// Seen is no retry loop: a set whose name says nothing of retries.
func Seen(seen map[int]bool) (*response, error) {
	var resp *response
	var err error
	for i := 0; i < 3; i++ {
		resp, err = roundTrip("a")
		if resp != nil && !seen[resp.StatusCode] {
			return resp, err
		}
	}
	return resp, err
}
