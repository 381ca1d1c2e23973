package sdks

// Messaging and alerting: chat, SMS and incident APIs' SDKs.

// github.com/slack-go/slack@v0.36.0 chat.go: chat.postMessage has no
// key slot, so a post is an unkeyed write; UpdateMessage edits the
// message at a timestamp and DeleteMessage removes it. The client does
// not retry unless built with OptionRetry or OptionRetryConfig
// (slack.go:160, :176).
var slackRecord = SDK{
	ID:     SDKSlack,
	Name:   "slack-go",
	Module: "github.com/slack-go/slack",
	Writes: map[string]WriteAPI{
		"(*github.com/slack-go/slack.Client).PostMessage":          {Class: WriteUnkeyed},
		"(*github.com/slack-go/slack.Client).PostMessageContext":   {Class: WriteUnkeyed},
		"(*github.com/slack-go/slack.Client).SendMessage":          {Class: WriteUnkeyed},
		"(*github.com/slack-go/slack.Client).SendMessageContext":   {Class: WriteUnkeyed},
		"(*github.com/slack-go/slack.Client).PostEphemeral":        {Class: WriteUnkeyed},
		"(*github.com/slack-go/slack.Client).ScheduleMessage":      {Class: WriteUnkeyed},
		"(*github.com/slack-go/slack.Client).UpdateMessage":        {Class: WriteIdempotent},
		"(*github.com/slack-go/slack.Client).UpdateMessageContext": {Class: WriteIdempotent},
		"(*github.com/slack-go/slack.Client).DeleteMessage":        {Class: WriteIdempotent},
	},
}

// github.com/twilio/twilio-go@v1.31.0 rest/api/v2010 (package openapi),
// reached as RestClient.Api: CreateMessage (accounts_messages.go:191) and
// CreateCall (accounts_calls.go:269) take params with no key field (the
// IdempotencyKey form field exists only on Pay and a few newer APIs), so
// a retried send may text or call twice; UpdateMessage (:891) sets a
// message by Sid; FetchMessage (:493) and ListMessage (:730) read. The
// default client (client/client.go:54) does not retry.
var twilioRecord = SDK{
	ID:     SDKTwilio,
	Name:   "twilio-go",
	Module: "github.com/twilio/twilio-go",
	Writes: map[string]WriteAPI{
		"(*github.com/twilio/twilio-go/rest/api/v2010.ApiService).CreateMessage": {Class: WriteUnkeyed},
		"(*github.com/twilio/twilio-go/rest/api/v2010.ApiService).CreateCall":    {Class: WriteUnkeyed},
		"(*github.com/twilio/twilio-go/rest/api/v2010.ApiService).UpdateMessage": {Class: WriteIdempotent},
		"(*github.com/twilio/twilio-go/rest/api/v2010.ApiService).FetchMessage":  {Class: WriteRead},
		"(*github.com/twilio/twilio-go/rest/api/v2010.ApiService).ListMessage":   {Class: WriteRead},
	},
}

// github.com/bwmarrin/discordgo@v0.29.0 restapi.go:1734-1851, :2452: the
// ChannelMessageSend family and WebhookExecute post a message;
// MessageSend (message.go:245) has no nonce, so nothing deduplicates
// them. ChannelMessageEdit (:1866) and ChannelMessageDelete (:1928) act
// on a message ID; ChannelMessages (:1687) and ChannelMessage (:1720)
// read. The session resends a request itself: New sets MaxRestRetries 3
// (discord.go:45), and a 502 is sent again up to that many times, POST
// included (restapi.go:270-278); per call WithRestRetries(0)
// (restapi.go:136), per session s.MaxRestRetries = 0. The retry is
// RequestWithLockedBucket calling itself with sequence+1 while
// sequence < cfg.MaxRestRetries (restapi.go:272-275), cfg a
// RequestConfig filled from the session (:109): read from the module's
// source as a recursive retry, with the default bound below (3 retries,
// 4 calls counted from sequence 0). A 429 calls it again with the same
// sequence after the wait the server asks for (:279-295): the server
// did not process that request, so it is not counted.
var discordRecord = SDK{
	ID:     SDKDiscord,
	Name:   "discordgo",
	Module: "github.com/bwmarrin/discordgo",
	RetryBounds: map[string]int{
		"github.com/bwmarrin/discordgo.RequestConfig.MaxRestRetries": 3,
		"github.com/bwmarrin/discordgo.Session.MaxRestRetries":       3,
	},
	Writes: map[string]WriteAPI{
		"(*github.com/bwmarrin/discordgo.Session).ChannelMessageSend":            {Class: WriteUnkeyed},
		"(*github.com/bwmarrin/discordgo.Session).ChannelMessageSendComplex":     {Class: WriteUnkeyed},
		"(*github.com/bwmarrin/discordgo.Session).ChannelMessageSendTTS":         {Class: WriteUnkeyed},
		"(*github.com/bwmarrin/discordgo.Session).ChannelMessageSendEmbed":       {Class: WriteUnkeyed},
		"(*github.com/bwmarrin/discordgo.Session).ChannelMessageSendEmbeds":      {Class: WriteUnkeyed},
		"(*github.com/bwmarrin/discordgo.Session).ChannelMessageSendReply":       {Class: WriteUnkeyed},
		"(*github.com/bwmarrin/discordgo.Session).ChannelMessageSendEmbedReply":  {Class: WriteUnkeyed},
		"(*github.com/bwmarrin/discordgo.Session).ChannelMessageSendEmbedsReply": {Class: WriteUnkeyed},
		"(*github.com/bwmarrin/discordgo.Session).WebhookExecute":                {Class: WriteUnkeyed},
		"(*github.com/bwmarrin/discordgo.Session).ChannelMessageEdit":            {Class: WriteIdempotent},
		"(*github.com/bwmarrin/discordgo.Session).ChannelMessageDelete":          {Class: WriteIdempotent},
		"(*github.com/bwmarrin/discordgo.Session).ChannelMessages":               {Class: WriteRead},
		"(*github.com/bwmarrin/discordgo.Session).ChannelMessage":                {Class: WriteRead},
	},
}

// github.com/PagerDuty/go-pagerduty@v1.8.0 event_v2.go:13-22: V2Event
// has DedupKey string (json "dedup_key,omitempty"); ManageEvent(e
// V2Event) (:50), ManageEventWithContext(ctx, e V2Event) (:174) and the
// Client methods of the same names taking *V2Event (:229, :234) post it
// to the Events API v2. A trigger without a dedup_key opens a new alert
// on each send (the service makes up a key); with one, a second trigger
// of the same key joins the open alert. Acknowledge and resolve events
// name their alert by the key. Neither function retries.
var pagerDutyRecord = SDK{
	ID:     SDKPagerDuty,
	Name:   "go-pagerduty",
	Module: "github.com/PagerDuty/go-pagerduty",
	Writes: map[string]WriteAPI{
		"github.com/PagerDuty/go-pagerduty.ManageEvent":                      {Class: WriteKeyed, Slot: SlotField, Arg: 0, Field: "DedupKey"},
		"github.com/PagerDuty/go-pagerduty.ManageEventWithContext":           {Class: WriteKeyed, Slot: SlotField, Arg: 1, Field: "DedupKey"},
		"(*github.com/PagerDuty/go-pagerduty.Client).ManageEvent":            {Class: WriteKeyed, Slot: SlotField, Arg: 0, Field: "DedupKey"},
		"(*github.com/PagerDuty/go-pagerduty.Client).ManageEventWithContext": {Class: WriteKeyed, Slot: SlotField, Arg: 1, Field: "DedupKey"},
	},
}
