// Package openapi is a stub of github.com/twilio/twilio-go@v1.31.0
// rest/api/v2010 with the signatures of accounts_messages.go that
// idemvet's tests use.
package openapi

// ApiService is the service of the 2010 API.
type ApiService struct{}

// CreateMessageParams are the optional parameters of CreateMessage.
type CreateMessageParams struct {
	To   *string
	From *string
	Body *string
}

func (params *CreateMessageParams) SetTo(To string) *CreateMessageParams {
	params.To = &To
	return params
}

func (params *CreateMessageParams) SetFrom(From string) *CreateMessageParams {
	params.From = &From
	return params
}

func (params *CreateMessageParams) SetBody(Body string) *CreateMessageParams {
	params.Body = &Body
	return params
}

// FetchMessageParams are the optional parameters of FetchMessage.
type FetchMessageParams struct {
	PathAccountSid *string
}

// UpdateMessageParams are the optional parameters of UpdateMessage.
type UpdateMessageParams struct {
	Body *string
}

// ApiV2010Message is a message.
type ApiV2010Message struct {
	Sid    *string
	Status *string
}

// CreateMessage sends a message (accounts_messages.go:191).
func (c *ApiService) CreateMessage(params *CreateMessageParams) (*ApiV2010Message, error) {
	return &ApiV2010Message{}, nil
}

// FetchMessage fetches a message by its SID (accounts_messages.go:493).
func (c *ApiService) FetchMessage(Sid string, params *FetchMessageParams) (*ApiV2010Message, error) {
	return &ApiV2010Message{}, nil
}

// UpdateMessage updates a message (accounts_messages.go:891).
func (c *ApiService) UpdateMessage(Sid string, params *UpdateMessageParams) (*ApiV2010Message, error) {
	return &ApiV2010Message{}, nil
}
