--[[
shape.lua: a Pandoc (and Quarto) Lua filter that turns ```shape code blocks into figures.

    pandoc --lua-filter integrations/pandoc/shape.lua doc.md -o doc.html
    quarto: filters: [integrations/pandoc/shape.lua]   (in _quarto.yml or the front matter)

A code block with the class `shape` is drawn by the `shape` program ($SHAPE, else `shape` on
PATH) and becomes a figure with one caption:

    ```{.shape caption="The photo follows the card" alt="A card and its photo" annotate=true}
    container card = RoundedRectangle(cornerRadius: 24) { size 200 x 120 }
    ```

Attributes: caption="…" (Markdown), alt="…" (the picture's accessible name: the SVG's <title>
and the image's alt text; default the caption), annotate=true (draw the construction),
scale=N (PNG pixels per point, default 2), format=svg|png|pdf (over the output's default), and
an identifier ({#fig-card .shape}) that names the figure and prefixes the SVG's ids.

HTML outputs get the SVG inline (its ids prefixed by the figure's identifier, or shape-N-, so a
page with many figures has every id once); LaTeX and ConTeXt get a PDF, everything else (docx,
odt, pptx, …) a PNG, stored in Pandoc's media bag (written into the docx, or for LaTeX into
the folder pandoc builds the PDF in; give --extract-media=DIR to keep the files of a .tex).
Pandoc 3 gets a Figure block; Pandoc 2, which has none, an implicit figure (an image alone in
its paragraph, titled "fig:") or, for HTML, the same <figure> as raw HTML.

A block that fails stops the build with shape's own diagnostic, its line and column counted in
the Markdown file (found by the block's text in the input files), and nothing is written.
Figures are bounded: metadata `shape-max-nodes` (default 100000) and `shape-max-steps`
(default shape's own) are passed on as --max-nodes and --max-steps, so a runaway block ends
with shape's message instead of a document of a million nodes. Imports in a block are
relative to the folder pandoc runs in. POSIX only (the diagnostics are read through sh).
--]]

local shape = os.getenv("SHAPE")
if shape == nil or shape == "" then shape = "shape" end

local has_figure = pandoc.Figure ~= nil
local max_nodes = "100000"
local max_steps = nil
local block_count = 0
-- Where the search for the next block's text starts, per input file: blocks come in order.
local search_from = {}
local sources = nil

local function is_html(format)
  return format:match("html") or format:match("revealjs") or format:match("slidy")
    or format:match("slideous") or format:match("s5") or format:match("dzslides")
    or format:match("epub")
end

local function is_tex(format)
  return format:match("latex") or format:match("beamer") or format:match("context")
end

local function read_file(path)
  local file = io.open(path, "rb")
  if not file then return nil end
  local text = file:read("a")
  file:close()
  return text
end

--- The input files' texts, read once (standard input, or a file that is gone, has none).
local function input_sources()
  if sources then return sources end
  sources = {}
  local files = (PANDOC_STATE and PANDOC_STATE.input_files) or {}
  for _, path in ipairs(files) do
    if path ~= "-" then
      local text = read_file(path)
      if text then
        table.insert(sources, { path = path, text = text:gsub("\r\n", "\n") })
      end
    end
  end
  return sources
end

--- The file and line of the block's first line of code, found by its text (nil, nil when the
--- text is not in any input as written, e.g. a block inside a list, indented).
local function locate(code)
  for _, source in ipairs(input_sources()) do
    local from = search_from[source.path] or 1
    local start = source.text:find(code, from, true)
    if start then
      search_from[source.path] = start + #code
      local _, newlines = source.text:sub(1, start - 1):gsub("\n", "")
      return source.path, newlines + 1
    end
  end
  return nil, nil
end

--- Runs shape with `args` on `input`; its standard output, or nil and its diagnostics.
--- Standard error goes to a temporary file (pandoc.pipe lets it through to the terminal,
--- where `<stdin>` would not say which Markdown file it meant).
local function run_shape(args, input)
  local errors = os.tmpname()
  local command = { "-c", 'f=$1; shift; exec "$@" 2>"$f"', "sh", errors, shape }
  for _, arg in ipairs(args) do table.insert(command, arg) end
  local ok, result = pcall(pandoc.pipe, "sh", command, input)
  local messages = read_file(errors) or ""
  os.remove(errors)
  if ok then return result, messages end
  if messages == "" or (type(result) == "table" and result.error_code == 127) then
    messages = "could not run '" .. shape .. "' (set SHAPE to the program, or put it on PATH): "
      .. tostring(type(result) == "table" and result.error_code or result)
  end
  return nil, messages
end

--- The block's attributes as shape's options.
local function figure_options(block, format)
  local attrs = block.attributes
  local caption = attrs["caption"]
  local alt = attrs["alt"] or caption
  local kind = attrs["format"]
  if not kind then
    if is_html(format) then kind = "svg" elseif is_tex(format) then kind = "pdf" else kind = "png" end
  end
  return { caption = caption, alt = alt, kind = kind, annotate = attrs["annotate"] == "true",
    scale = attrs["scale"] or "2", identifier = block.identifier }
end

--- The width and height of a PNG, from its header.
local function png_size(bytes)
  if #bytes < 24 or bytes:sub(2, 4) ~= "PNG" then return nil end
  local function u32(offset)
    local a, b, c, d = bytes:byte(offset, offset + 3)
    return ((a * 256 + b) * 256 + c) * 256 + d
  end
  return u32(17), u32(21)
end

--- Caption text (Markdown) as inlines.
local function caption_inlines(text)
  if not text or text == "" then return {} end
  local blocks = pandoc.read(text, "markdown").blocks
  if #blocks == 0 then return {} end
  return blocks[1].content or {}
end

--- A Figure's caption: none at all when there is no text (else an empty <figcaption>).
local function caption_blocks(inlines)
  if #inlines == 0 then return {} end
  return { pandoc.Plain(inlines) }
end

local function figure_for(block)
  block_count = block_count + 1
  local options = figure_options(block, FORMAT)
  local file, line = locate(block.text)
  local name = file or ("block " .. block_count)
  local args = { "render", "-", "--format", options.kind, "--max-nodes", max_nodes }
  if max_steps then
    table.insert(args, "--max-steps"); table.insert(args, max_steps)
  end
  if options.annotate then table.insert(args, "--annotate") end
  if options.alt then
    table.insert(args, "--title"); table.insert(args, options.alt)
  end
  local prefix = (options.identifier ~= "" and options.identifier or ("shape-" .. block_count)) .. "-"
  if options.kind == "svg" then
    table.insert(args, "--id-prefix"); table.insert(args, prefix)
  elseif options.kind == "png" then
    table.insert(args, "--scale"); table.insert(args, options.scale)
  end
  -- Blank lines before the code put every diagnostic on the Markdown file's line.
  local input = string.rep("\n", (line or 1) - 1) .. block.text .. "\n"
  local output, messages = run_shape(args, input)
  messages = messages:gsub("<stdin>:", name .. ":")
  if not output then
    error("shape could not draw the figure in " .. name .. (line and "" or " (its line is unknown)")
      .. ":\n" .. messages, 0)
  end
  if messages ~= "" then io.stderr:write(messages) end

  local caption = caption_inlines(options.caption)
  local attr = pandoc.Attr(options.identifier, {}, {})
  if options.kind == "svg" and is_html(FORMAT) then
    local svg = output:gsub("^<%?xml[^\n]*\n", "")
    if has_figure then
      return pandoc.Figure({ pandoc.RawBlock("html", svg) }, caption_blocks(caption), attr)
    end
    local figcaption = ""
    if #caption > 0 then
      local html = pandoc.write(pandoc.Pandoc({ pandoc.Plain(caption) }), "html")
      figcaption = "<figcaption>" .. html:gsub("\n$", "") .. "</figcaption>\n"
    end
    local id = options.identifier ~= "" and (' id="' .. options.identifier .. '"') or ""
    return pandoc.RawBlock("html", "<figure" .. id .. ">\n" .. svg .. figcaption .. "</figure>")
  end

  local mime = ({ svg = "image/svg+xml", png = "image/png", pdf = "application/pdf" })[options.kind]
  local file_name = "shape-" .. pandoc.utils.sha1(table.concat(args, "\0") .. block.text) .. "." .. options.kind
  pandoc.mediabag.insert(file_name, mime, output)
  local image_attr = pandoc.Attr("", {}, {})
  if options.kind == "png" then
    local width = png_size(output)
    if width then image_attr.attributes["width"] = tostring(width / tonumber(options.scale)) .. "px" end
  end
  local alt = caption_inlines(options.alt)
  if has_figure then
    local image = pandoc.Image(alt, file_name, "", image_attr)
    return pandoc.Figure({ pandoc.Plain({ image }) }, caption_blocks(caption), attr)
  end
  -- Pandoc 2: an image alone in a paragraph, titled "fig:", is a figure captioned by its
  -- description; the caption is the description here, and the alt text the image's attribute.
  if #caption > 0 then
    image_attr.identifier = options.identifier
    if options.alt then image_attr.attributes["alt"] = options.alt end
    return pandoc.Para({ pandoc.Image(caption, file_name, "fig:", image_attr) })
  end
  return pandoc.Para({ pandoc.Image(alt, file_name, "", image_attr) })
end

local function read_limits(meta)
  local function text(value)
    if value == nil then return nil end
    return pandoc.utils.stringify(value)
  end
  max_nodes = text(meta["shape-max-nodes"]) or max_nodes
  max_steps = text(meta["shape-max-steps"])
end

return {
  { Meta = read_limits },
  {
    CodeBlock = function(block)
      if block.classes:includes("shape") then return figure_for(block) end
    end,
  },
}
