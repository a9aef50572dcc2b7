// Package userfile reads and writes the files a user names to evalkit (a
// --cursor file, config.json) under one set of rules, so a hostile or
// mistaken path cannot hang, exhaust or leak through a command:
//
//   - Read opens without blocking (a named pipe cannot hang the open), checks
//     the opened file — not the path, which can change in between — and
//     refuses anything that is not a regular file, naming what it is. It
//     reads at most a given number of bytes. Its errors never carry the
//     file's content.
//   - WriteAtomic replaces a file atomically (temporary file in the same
//     directory, fsync, rename, directory fsync) with the permissions it is
//     given, filtered by the umask as every file creation is. When the path
//     is a symbolic link, the link's target is replaced and the link stays.
//
// The package never prints.
package userfile
