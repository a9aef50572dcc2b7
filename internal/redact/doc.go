// Package redact hides database passwords in text, with one mask (Mask,
// "***") everywhere evalkit shows a target or an error.
//
//   - URL masks one connection string: a postgres:// URL (userinfo and
//     password= query parameters) or a key=value DSN. HasPassword says
//     whether there is anything to mask.
//   - Text masks every URL and DSN password inside free text, such as an
//     error a driver built. OutsideURLs runs a further filter (a PII
//     scrubber) over the text between the URLs only.
//   - Passwords and Known handle what a driver may echo on its own: the
//     literal password of a target, raw or decoded, removed wherever it
//     stands as a whole word (not inside a longer one, where it is some
//     other name and masking it would hint at the password).
//   - Check refuses, before a driver sees it, a URL or DSN the driver would
//     read differently from URL (an unescaped '@' or '/' in the password, an
//     unquoted space in a DSN password): the driver would show part of the
//     password as a host or key where no mask reaches it.
//
// Every function masks too much rather than too little when its input is
// ambiguous or does not parse. The package is stdlib only and never prints.
package redact
