// Package evalkit holds only the end-to-end testscript suite of the evalkit
// workspace (testdata/script/*.txtar). The code lives in the sibling modules:
// configplane, scrub, store, capture, exporter, doctor and cmd/*.
package evalkit
