// Package mail is a test stub of github.com/xhit/go-simple-mail/v2@v2.16.0;
// signatures match the real module.
package mail

import "time"

// Email is a message to send.
type Email struct {
	Error error
	from  string
}

// SMTPServer configures a connection.
type SMTPServer struct {
	Host           string
	Port           int
	ConnectTimeout time.Duration
	SendTimeout    time.Duration
}

// SMTPClient is a connected client.
type SMTPClient struct {
	SendTimeout time.Duration
}

// NewMSG makes an empty message.
func NewMSG() *Email { return &Email{} }

// NewSMTPClient makes a server configuration.
func NewSMTPClient() *SMTPServer { return &SMTPServer{} }

// Connect connects to the server.
func (server *SMTPServer) Connect() (*SMTPClient, error) { return &SMTPClient{}, nil }

// SetFrom sets the sender.
func (email *Email) SetFrom(address string) *Email { email.from = address; return email }

// AddTo adds recipients.
func (email *Email) AddTo(addresses ...string) *Email { return email }

// SetSubject sets the subject.
func (email *Email) SetSubject(subject string) *Email { return email }

// Send sends the composed email.
func (email *Email) Send(client *SMTPClient) error { return email.SendEnvelopeFrom(email.from, client) }

// SendEnvelopeFrom sends the composed email with envelope sender.
func (email *Email) SendEnvelopeFrom(from string, client *SMTPClient) error { return nil }

// SendMessage sends an RFC 822 message.
func SendMessage(from string, recipients []string, msg string, client *SMTPClient) error { return nil }

// Reset aborts the current transaction.
func (smtpClient *SMTPClient) Reset() error { return nil }

// Noop checks the connection.
func (smtpClient *SMTPClient) Noop() error { return nil }

// Close closes the connection.
func (smtpClient *SMTPClient) Close() error { return nil }
