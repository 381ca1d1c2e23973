module example.com/e2egen

go 1.26.0

require (
	github.com/Metronome-Industries/metronome-go v1.0.0
	github.com/ory/client-go v1.22.92
)

require (
	github.com/tidwall/gjson v1.14.4 // indirect
	github.com/tidwall/match v1.1.1 // indirect
	github.com/tidwall/pretty v1.2.1 // indirect
	github.com/tidwall/sjson v1.2.5 // indirect
	golang.org/x/oauth2 v0.37.0 // indirect
)
