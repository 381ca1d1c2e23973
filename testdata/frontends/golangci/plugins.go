package main

// The plugins, as "golangci-lint custom" adds them.
import _ "github.com/idemvet/idemvet/plugin/golangci"
