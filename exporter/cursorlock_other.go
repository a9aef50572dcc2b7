//go:build !unix

package exporter

const lockOpenFlags = 0
