# Builds and installs appintents: the binary, the man page and the shell completions.
#
#   make install PREFIX=$HOME/.local     build in release and install under PREFIX
#   make install-files BINARY=path       install an already built binary (no build)
#   make uninstall PREFIX=...            remove what install put there
#
# DESTDIR is prepended to every installed path, for packaging. On Linux the binary links the
# Swift standard library and Foundation statically (--static-swift-stdlib), so it runs on
# machines without a Swift toolchain.

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
CONFIGURATION ?= release
ifeq ($(shell uname -s),Linux)
STATIC_STDLIB ?= --static-swift-stdlib
endif
SWIFT_BUILD_FLAGS ?= -c $(CONFIGURATION) $(STATIC_STDLIB)
BINARY ?= .build/$(CONFIGURATION)/appintents

BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

.PHONY: all build install install-files uninstall

all: build

build:
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) --product appintents

install: build
	$(MAKE) install-files

install-files:
	install -d "$(BINDIR)" "$(MANDIR)" "$(BASHDIR)" "$(ZSHDIR)" "$(FISHDIR)"
	install -m 755 "$(BINARY)" "$(BINDIR)/appintents"
	install -m 644 docs/appintents.1 "$(MANDIR)/appintents.1"
	install -m 644 docs/completions/appintents.bash "$(BASHDIR)/appintents"
	install -m 644 docs/completions/_appintents "$(ZSHDIR)/_appintents"
	install -m 644 docs/completions/appintents.fish "$(FISHDIR)/appintents.fish"

uninstall:
	rm -f "$(BINDIR)/appintents" "$(MANDIR)/appintents.1" "$(BASHDIR)/appintents" \
		"$(ZSHDIR)/_appintents" "$(FISHDIR)/appintents.fish"
