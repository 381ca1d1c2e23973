// Package id is a test stub of github.com/hashicorp/terraform-plugin-sdk/v2@v2.40.1 (helper/id); signatures match the real module.
package id

import (
	"fmt"
	"time"
)

const UniqueIdPrefix = `terraform-`

// UniqueId returns a fresh unique identifier with the default prefix (time + counter).
func UniqueId() string {
	return PrefixedUniqueId(UniqueIdPrefix)
}

const UniqueIDSuffixLength = 26

// PrefixedUniqueId returns a fresh unique identifier (timestamp + incrementing counter) on every call.
func PrefixedUniqueId(prefix string) string {
	return fmt.Sprintf("%s%s%08x", prefix, time.Now().UTC().Format("20060102150405.0000"), 0)
}
