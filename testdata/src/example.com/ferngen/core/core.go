package core

type RequestOption interface {
	applyRequestOptions(*RequestOptions)
}

type RequestOptions struct {
	BaseURL     string
	MaxAttempts uint
}

func NewRequestOptions(opts ...RequestOption) *RequestOptions {
	options := new(RequestOptions)
	for _, opt := range opts {
		opt.applyRequestOptions(options)
	}
	return options
}

type MaxAttemptsOption struct {
	MaxAttempts uint
}

func (m *MaxAttemptsOption) applyRequestOptions(opts *RequestOptions) {
	opts.MaxAttempts = m.MaxAttempts
}
