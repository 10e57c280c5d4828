// cmark-gfm, GitHub's CommonMark parser (Debian: libcmark-gfm-dev, libcmark-gfm-extensions-dev), for the
// markdown in a `LocalizedStringKey`. Only the engine's InlineMarkdown.swift uses it.
#ifndef REFLOW_CMARKDOWN_SHIM_H
#define REFLOW_CMARKDOWN_SHIM_H

#include <stddef.h>
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>

/// Parses `length` bytes of `text` as CommonMark with GitHub's strikethrough (`~~text~~`); the document, which
/// the caller frees with cmark_node_free. The extension registry and parser set-up live here: its calls are
/// macros and registrations Swift has no use for.
static inline cmark_node *reflow_markdown_parse(const char *text, size_t length) {
    cmark_gfm_core_extensions_ensure_registered();
    cmark_parser *parser = cmark_parser_new(CMARK_OPT_DEFAULT);
    if (!parser) return NULL;
    cmark_syntax_extension *strikethrough = cmark_find_syntax_extension("strikethrough");
    if (strikethrough) cmark_parser_attach_syntax_extension(parser, strikethrough);
    cmark_parser_feed(parser, text, length);
    cmark_node *document = cmark_parser_finish(parser);
    cmark_parser_free(parser);
    return document;
}

#endif
