// Package getcreates calls bot APIs that make something new by GET, as
// Telegram's takes /sendMessage: a retry sends the message again
// (reported); a GET that only reads is read again (silent).
package getcreates

import (
	"fmt"
	"net/http"
	"net/url"
)

func sendTelegram(token string, chat int64, text string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var resp *http.Response
		resp, err = http.Get("https://api.telegram.org/bot" + token + "/sendMessage?chat_id=" + fmt.Sprint(chat) + "&text=" + url.QueryEscape(text)) // want `unkeyed write http.Get \(sendMessage\) is retried on every error by the retry loop at getcreates.go:\d+`
		if err == nil {
			return resp.Body.Close()
		}
	}
	return err
}

func sendFormatted(c *http.Client, token string, chat int64, text string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var req *http.Request
		req, err = http.NewRequest(http.MethodGet, fmt.Sprintf("https://api.telegram.org/bot%s/sendMessage?chat_id=%d&text=%s", token, chat, url.QueryEscape(text)), nil)
		if err != nil {
			return err
		}
		var resp *http.Response
		if resp, err = c.Do(req); err == nil { // want `unkeyed write Client.Do \(GET sendMessage\) is retried on every error by the retry loop at getcreates.go:\d+`
			return resp.Body.Close()
		}
	}
	return err
}

// Correct: reads, whose names start like a creating verb.
func updates(token string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var resp *http.Response
		resp, err = http.Get("https://api.telegram.org/bot" + token + "/getUpdates")
		if err == nil {
			return resp.Body.Close()
		}
	}
	return err
}

func posts(base string) error {
	var err error
	for attempt := 0; attempt < 3; attempt++ {
		var resp *http.Response
		resp, err = http.Get(base + "/v1/posts?limit=10")
		if err == nil {
			return resp.Body.Close()
		}
	}
	return err
}
