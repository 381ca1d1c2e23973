// Package genai mirrors the request path of google.golang.org/genai
// v1.47.0 (models.go, chats.go, api_client.go): every model call is a POST
// through one request helper; Chat.SendMessage calls GenerateContent.
package genai

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
)

type apiClient struct {
	httpClient *http.Client
	baseURL    string
}

type Models struct {
	apiClient *apiClient
}

type Client struct {
	Models Models
}

type Content struct {
	Text string
}

type GenerateContentResponse struct {
	Text string
}

func sendRequest(ctx context.Context, ac *apiClient, path string, method string, body map[string]any) (map[string]any, error) {
	b, err := json.Marshal(body)
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, method, ac.baseURL+"/"+path, bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	resp, err := ac.httpClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	out := map[string]any{}
	return out, json.NewDecoder(resp.Body).Decode(&out)
}

func (m Models) generateContent(ctx context.Context, model string, contents []*Content) (*GenerateContentResponse, error) {
	path := model + ":generateContent"
	_, err := sendRequest(ctx, m.apiClient, path, "POST", map[string]any{"contents": contents})
	return &GenerateContentResponse{}, err
}

func (m Models) GenerateContent(ctx context.Context, model string, contents []*Content) (*GenerateContentResponse, error) {
	return m.generateContent(ctx, model, contents)
}

type Chat struct {
	Models
	model string
}

func (c *Chat) SendMessage(ctx context.Context, text string) (*GenerateContentResponse, error) {
	return c.GenerateContent(ctx, c.model, []*Content{{Text: text}})
}
