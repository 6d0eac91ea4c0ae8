# Builds and installs appintents: the binary, the man page and the shell completions.
#
#   make install PREFIX=$HOME/.local     build in release and install under PREFIX
#   make install-files BINARY=path       install an already built binary (no build)
#   make uninstall PREFIX=...            remove what install put there
#
# DESTDIR is prepended to every installed path, for packaging. On Linux the binary is linked
# fully statically (-static-executable: the Swift standard library, Foundation, libstdc++ and
# glibc), so it runs on machines without a Swift toolchain and whatever their glibc;
# STATIC_STDLIB=--static-swift-stdlib links glibc and libstdc++ dynamically instead, and
# CODE_LAYOUT_FLAGS= links a position-independent executable with the default code layout
# (see below).

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
CONFIGURATION ?= release
ifeq ($(shell uname -s),Linux)
# No dynamic loader at start-up: it bound libc and libstdc++ symbols (2.9 M instructions) and
# mapped their pages (2.7 MB resident) on every run. docs/performance.md, "A fully static
# executable".
STATIC_STDLIB ?= -Xswiftc -static-executable
# A position-dependent executable: no start-up relocation of 80,000 pointers (1.5 ms and 2 MB
# per run). With the toolchain's ld.lld, each function in its own section, the functions
# typical runs execute are placed side by side (link-order.txt): 5 MB less resident code per
# run. docs/performance.md, "Code layout".
LINK_ORDER = $(CURDIR)/Sources/AppIntentsCommand/link-order.txt
LLD := $(wildcard $(dir $(realpath $(shell command -v $(SWIFT))))ld.lld)
CODE_LAYOUT_FLAGS ?= -Xswiftc -Xclang-linker -Xswiftc -no-pie $(if $(LLD),-Xswiftc -use-ld=lld \
	-Xswiftc -Xfrontend -Xswiftc -function-sections \
	-Xlinker --symbol-ordering-file=$(LINK_ORDER) -Xlinker --no-warn-symbol-ordering)
endif
# Generic types' metadata made by the compiler's accessors, not from mangled names at run time:
# a warm run 4.53 to 4.34 ms, one file 2.45 to 2.10 ms, 0.4 MB more peak RSS (docs/performance.md,
# "Large sections last in the link order"). METADATA_FLAGS= gives the default back.
METADATA_FLAGS ?= -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
SWIFT_BUILD_FLAGS ?= -c $(CONFIGURATION) $(STATIC_STDLIB) $(CODE_LAYOUT_FLAGS) $(METADATA_FLAGS)
BINARY ?= .build/$(CONFIGURATION)/appintents

BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

.PHONY: all build install install-files uninstall

all: build

# LINKER_MAP=FILE also writes the linker's map, which appintents-bench link-order reads
# (--linker-map) to place the functions of large sections last.
build:
	$(SWIFT) build $(SWIFT_BUILD_FLAGS) $(if $(LINKER_MAP),-Xlinker -Map=$(LINKER_MAP)) --product appintents

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
