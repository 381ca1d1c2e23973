// Package session stubs github.com/aws/aws-sdk-go@v1.55.8 aws/session.
package session

import (
	"github.com/aws/aws-sdk-go/aws"
	"github.com/aws/aws-sdk-go/aws/client"
)

// Session holds the config its service clients are made with.
type Session struct {
	Config *aws.Config
}

// Options are NewSessionWithOptions' options (session.go:177).
type Options struct {
	Config  aws.Config
	Profile string
}

// NewSession makes a session of the configs merged (session.go:148).
func NewSession(cfgs ...*aws.Config) (*Session, error) {
	s := &Session{Config: aws.NewConfig()}
	for _, c := range cfgs {
		if c.MaxRetries != nil {
			s.Config.MaxRetries = c.MaxRetries
		}
	}
	return s, nil
}

// NewSessionWithOptions makes a session from opts (session.go:342).
func NewSessionWithOptions(opts Options) (*Session, error) {
	return &Session{Config: &opts.Config}, nil
}

// Must panics on err (session.go:378).
func Must(sess *Session, err error) *Session {
	if err != nil {
		panic(err)
	}
	return sess
}

// ClientConfig makes a service client's config.
func (s *Session) ClientConfig(service string, cfgs ...*aws.Config) client.Config {
	c := *s.Config
	for _, o := range cfgs {
		if o.MaxRetries != nil {
			c.MaxRetries = o.MaxRetries
		}
		if o.Retryer != nil {
			c.Retryer = o.Retryer
		}
	}
	return client.Config{Config: &c}
}
