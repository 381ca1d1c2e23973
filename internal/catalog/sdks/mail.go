package sdks

// Mail: SMTP clients and the mail APIs' SDKs. None takes a key.

// net/smtp (Go 1.26): SendMail sends a message; SMTP has no key. Data
// sends the DATA command and returns the message's writer: the server
// accepts the message when that writer is closed (smtp.go dataCloser.Close
// reads the 250 reply), so Data only opens the write.
var netSMTPRecord = SDK{
	ID:     SDKNetSMTP,
	Name:   "net/smtp",
	Module: "net/smtp",
	Writes: map[string]WriteAPI{
		"net/smtp.SendMail":        {Class: WriteUnkeyed},
		"(*net/smtp.Client).Data":  {Class: WriteUnkeyed, Opens: true},
		"(*net/smtp.Client).Reset": {Class: WriteIdempotent},
	},

	SMTP: true,
}

// github.com/xhit/go-simple-mail/v2@v2.16.0 email.go: (*Email).Send
// (:736) calls SendEnvelopeFrom (:742), which sends the message over
// SMTP, as does SendMessage (:959); SMTP has no key, so a send is an
// unkeyed write, like net/smtp's. With SMTPClient.SendTimeout set, send
// (:971) returns "Mail Error: SMTP Send timed out" while the goroutine
// may still deliver the message. (*SMTPClient).Reset (:930) aborts the
// transaction and Noop (:937) checks the connection. The package does
// not retry.
var simpleMailRecord = SDK{
	ID:     SDKSimpleMail,
	Name:   "go-simple-mail",
	Module: "github.com/xhit/go-simple-mail/v2",
	Writes: map[string]WriteAPI{
		"(*github.com/xhit/go-simple-mail/v2.Email).Send":             {Class: WriteUnkeyed},
		"(*github.com/xhit/go-simple-mail/v2.Email).SendEnvelopeFrom": {Class: WriteUnkeyed},
		"github.com/xhit/go-simple-mail/v2.SendMessage":               {Class: WriteUnkeyed},
		"(*github.com/xhit/go-simple-mail/v2.SMTPClient).Reset":       {Class: WriteIdempotent},
		"(*github.com/xhit/go-simple-mail/v2.SMTPClient).Noop":        {Class: WriteRead},
	},

	SMTP: true,
}

// github.com/sendgrid/sendgrid-go@v3.16.1+incompatible base_interface.go:59,
// :64: Send and SendWithContext post an SGMailV3 to /v3/mail/send,
// which takes no idempotency key (BatchID schedules and cancels, it does
// not deduplicate). The client does not retry: only MakeRequestRetry
// (base_interface.go:109) retries, and only on 429. API and MakeRequest
// are not listed: the request's Method decides what they do.
var sendGridRecord = SDK{
	ID:     SDKSendGrid,
	Name:   "sendgrid-go",
	Module: "github.com/sendgrid/sendgrid-go",
	Writes: map[string]WriteAPI{
		"(*github.com/sendgrid/sendgrid-go.Client).Send":            {Class: WriteUnkeyed},
		"(*github.com/sendgrid/sendgrid-go.Client).SendWithContext": {Class: WriteUnkeyed},
	},
}

// github.com/mailgun/mailgun-go/v4@v4.23.0 messages.go:711: Send(ctx, m)
// posts a message, and Mailgun has no idempotency for messages; the
// Mailgun interface declares it too (mailgun.go:147). The client does not
// retry.
var mailgunRecord = SDK{
	ID:     SDKMailgun,
	Name:   "mailgun-go",
	Module: "github.com/mailgun/mailgun-go/v4",
	Writes: map[string]WriteAPI{
		"(*github.com/mailgun/mailgun-go/v4.MailgunImpl).Send":             {Class: WriteUnkeyed},
		"(github.com/mailgun/mailgun-go/v4.Mailgun).Send":                  {Class: WriteUnkeyed},
		"(*github.com/mailgun/mailgun-go/v4.MailgunImpl).GetStoredMessage": {Class: WriteRead},
	},
}
