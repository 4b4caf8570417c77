--[[
shape.lua: a Pandoc (and Quarto) Lua filter that turns shape blocks into figures.

    pandoc --lua-filter integrations/pandoc/shape.lua doc.md -o doc.html
    quarto: filters: [integrations/pandoc/shape.lua]   (in _quarto.yml or the front matter)

A shape block is written as `shape md` and `shape mdbook` read it (docs/figure-syntax.md):

    ```shape {#fig:card caption="The photo follows the *card*" alt="A card and its photo" annotate}
    container card = RoundedRectangle(cornerRadius: 24) { size 200 x 120 }
    ```

or ```{#fig:card .shape …}```, or the older ```shape id=card caption="…"```. Attributes (the
README's table): #id (anchor, file name, SVG id prefix), caption="…" (Markdown), alt="…" (the
accessible name; alt="" marks the figure decorative), annotate[=true|false], format=svg|png|pdf,
scale=N (PNG pixels per point; the picture keeps its size), width=180|180px|50%, theme=light|
dark|auto (metadata shape-theme for every figure). Unknown attributes are warned about.

Pandoc reads the block itself only in some of these forms (pandoc 2.17 reads no attributes
after `shape`, and no pandoc reads a bare `annotate` inside braces: the fence becomes inline
code). So the filter reads the input files' shape blocks with the same rules as shape, matches
each to what pandoc made of it, and takes its attributes and lines from the file: every form
gives the same figure in pandoc 2 and 3, each error names the block's own line even when the
same script appears twice, and imports are relative to the Markdown file.

HTML outputs get the SVG inline (responsive: never wider than its column), its ids prefixed by
the figure's id or shape-N-; format=png in HTML writes the PNG beside the output and links it.
LaTeX and ConTeXt get a PDF, everything else (docx, odt, pptx, …) a PNG, in Pandoc's media bag.
Pandoc 3 gets a Figure block; Pandoc 2, which has none, a raw <figure> in HTML, in docx the
image (alt text in its description) and a caption paragraph in Word's Image Caption style, and
elsewhere an implicit figure.

A failure stops the build with one line per problem (`doc.md:12:3: error: …`) and exit 1, and
nothing is written. A line that looks like a shape fence but is none gets a warning; a document
with such lines and no figure is an error; two figures with one id are an error. Metadata
`shape-max-nodes` (default 100000) and `shape-max-steps` bound every figure; `shape-check: true`
makes every figure and stops before the document is written (exit 0 when all is well). POSIX
only (shape runs through sh).
--]]

local shape = os.getenv("SHAPE")
if shape == nil or shape == "" then shape = "shape" end

local has_figure = pandoc.Figure ~= nil
local max_nodes = "100000"
local max_steps = nil
local theme = nil
local check_only = false
local block_count = 0
local figure_count = 0
local near_miss_count = 0
local ids = {}
local sources = nil

-- The attributes a shape block takes: the same table as shape's FigureAttributes.names.
local ATTRIBUTES = { "id", "caption", "alt", "annotate", "format", "scale", "width", "theme" }

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

local function directory_of(path)
  return path:match("^(.*)/[^/]*$") or "."
end

--- Stops the build: each message on its own line, exit 1, nothing written.
local function fail(messages)
  io.stderr:write((messages:gsub("\n*$", "")) .. "\n")
  os.exit(1)
end

local function warn(path, line, column, message)
  io.stderr:write(string.format("%s:%d:%d: warning: %s\n", path, line, column, message))
end

-- Attributes ------------------------------------------------------------------------------

--- The attributes of `text`, split at spaces outside double quotes: { text, offset, key, value }.
local function tokens(text)
  local result = {}
  local index = 1
  while index <= #text do
    local c = text:sub(index, index)
    if c == " " or c == "\t" then
      index = index + 1
    else
      local start = index
      while index <= #text and not text:sub(index, index):match("[ \t=]") do index = index + 1 end
      local head = text:sub(start, index - 1)
      if text:sub(index, index) ~= "=" then
        table.insert(result, { text = head, offset = start - 1 })
      else
        index = index + 1
        local token = { text = head, offset = start - 1, key = head }
        if text:sub(index, index) == '"' then
          local quote = index
          index = index + 1
          local value = {}
          while index <= #text and text:sub(index, index) ~= '"' do
            if text:sub(index, index) == "\\" and index < #text then index = index + 1 end
            table.insert(value, text:sub(index, index))
            index = index + 1
          end
          if index <= #text then index = index + 1 else token.unclosed = quote - 1 end
          token.value = table.concat(value)
        else
          local value_start = index
          while index <= #text and not text:sub(index, index):match("[ \t]") do index = index + 1 end
          token.value = text:sub(value_start, index - 1)
        end
        token.text = text:sub(start, index - 1)
        table.insert(result, token)
      end
    end
  end
  return result
end

--- What a fence's (trimmed) info string is: "shape" with its attributes' text and offset,
--- "near" with a message, or nil.
local function classify(info)
  local word = info:match("^[^ \t{]*")
  if word == "shape" then
    local rest_start = #word + 1
    while info:sub(rest_start, rest_start):match("[ \t]") do rest_start = rest_start + 1 end
    local rest = info:sub(rest_start)
    if rest:sub(1, 1) ~= "{" then return "shape", rest, rest_start - 1 end
    if rest:sub(-1) ~= "}" then return "near", "the '{' of the attributes is not closed by '}'" end
    return "shape", rest:sub(2, -2), rest_start
  end
  if info:sub(1, 1) == "{" and info:sub(-1) == "}" then
    for _, token in ipairs(tokens(info:sub(2, -2))) do
      if token.text == ".shape" then return "shape", info:sub(2, -2), 1 end
    end
  end
  if info:lower():find("shape", 1, true) then
    return "near", "'" .. info .. "' opens no shape block: write '```shape {…}' or '```{.shape …}' "
      .. "(docs/figure-syntax.md)"
  end
  return nil
end

local function closest(word)
  local best, best_distance = nil, 3
  local candidates = { "annotate", "svg", "png" }
  for _, name in ipairs(ATTRIBUTES) do table.insert(candidates, name .. "=") end
  for _, candidate in ipairs(candidates) do
    -- Levenshtein distance, small words only.
    local a, b = word, candidate
    local previous = {}
    for j = 0, #b do previous[j] = j end
    for i = 1, #a do
      local current = { [0] = i }
      for j = 1, #b do
        local cost = a:sub(i, i) == b:sub(j, j) and 0 or 1
        current[j] = math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      end
      previous = current
    end
    if previous[#b] < best_distance then best, best_distance = candidate, previous[#b] end
  end
  return best
end

local function valid_id(text)
  return text:match("^[A-Za-z][A-Za-z0-9_.:-]*$") ~= nil
end

local function valid_width(text)
  local number, unit = text:match("^([0-9]+%.?[0-9]*)(%%?)$")
  if not number then number, unit = text:match("^([0-9]+%.?[0-9]*)(px)$") end
  local value = tonumber(number or "")
  return value ~= nil and value > 0 and (unit ~= "%" or value <= 100)
end

--- A block's options from its attributes' text: options, or nil and the error and its offset.
--- Warnings (with offsets) go into options.warnings.
local function parse_attributes(text)
  local options = { warnings = {}, identifier = "" }
  for _, token in ipairs(tokens(text)) do
    if token.unclosed then return nil, "'\"' expected to close this value", token.unclosed end
    local t = token.text
    if t:sub(1, 1) == "#" then
      if not valid_id(t:sub(2)) then
        return nil, "an id is a letter, then letters, digits, '-', '_', '.' or ':', not '" .. t:sub(2) .. "'",
          token.offset
      end
      options.identifier = t:sub(2)
    elseif t:sub(1, 1) == "." then
      if t ~= ".shape" then
        table.insert(options.warnings, { "the class '" .. t .. "' does nothing on a shape block", token.offset })
      end
    elseif not token.key then
      if t == "svg" or t == "png" then options.kind = t
      elseif t == "annotate" then options.annotate = true
      elseif t == "--annotate" then
        options.annotate = true
        table.insert(options.warnings, { "'--annotate' is now written 'annotate'", token.offset })
      else
        local near = closest(t)
        table.insert(options.warnings, { "unknown attribute '" .. t .. "' on a shape block is ignored ("
          .. table.concat(ATTRIBUTES, ", ") .. ")" .. (near and ("; did you mean '" .. near .. "'?") or ""),
          token.offset })
      end
    else
      local key, value = token.key, token.value
      local function bad(needs) return nil, "'" .. key .. "' needs " .. needs .. ", not '" .. value .. "'", token.offset end
      if key == "id" then
        if not valid_id(value) then
          return nil, "an id is a letter, then letters, digits, '-', '_', '.' or ':', not '" .. value .. "'",
            token.offset
        end
        options.identifier = value
      elseif key == "alt" then options.alt = value
      elseif key == "caption" then options.caption = value
      elseif key == "annotate" then
        if value ~= "true" and value ~= "false" then return bad("true or false") end
        options.annotate = value == "true"
      elseif key == "format" then
        if value ~= "svg" and value ~= "png" and value ~= "pdf" then return bad("svg, png or pdf") end
        options.kind = value
      elseif key == "scale" then
        local number = value:match("^[0-9]+%.?[0-9]*$") and tonumber(value)
        if not number or number <= 0 or number > 16 then return bad("a number above 0 and at most 16") end
        options.scale = value
      elseif key == "width" then
        if not valid_width(value) then return bad("a width: 180, 180px or 50%") end
        options.width = value
      elseif key == "theme" then
        if value ~= "light" and value ~= "dark" and value ~= "auto" then return bad("light, dark or auto") end
        options.theme = value
      else
        local near = closest(key .. "=")
        table.insert(options.warnings, { "unknown attribute '" .. key .. "=' on a shape block is ignored ("
          .. table.concat(ATTRIBUTES, ", ") .. ")" .. (near and ("; did you mean '" .. near .. "'?") or ""),
          token.offset })
      end
    end
  end
  return options
end

-- The input files' shape blocks -----------------------------------------------------------

local function split_lines(text)
  local lines = {}
  for line in (text .. "\n"):gmatch("([^\n]*)\n") do table.insert(lines, line) end
  if lines[#lines] == "" then table.remove(lines) end
  return lines
end

local function indent_of(line)
  local spaces = line:match("^[ \t]*")
  return #spaces:gsub("\t", "    ")
end

--- Every shape block of a file, in order: { line, column, info, attributes, attributes_column,
--- code (the lines as written, for shape), text (without the fence's indentation, as pandoc
--- has it) }; and the near misses: { line, column, message }.
local function scan(path, text)
  local lines = split_lines(text)
  local blocks, misses = {}, {}
  local index = 1
  -- YAML front matter
  if lines[1] == "---" then
    for i = 2, #lines do
      if lines[i] == "---" or lines[i] == "..." then index = i + 1; break end
    end
  end
  local in_paragraph = false
  while index <= #lines do
    local line = lines[index]
    local quoted = line:match("^[ \t]*>[> \t]*([`~][`~][`~].*)$")
    if quoted and classify((quoted:gsub("^[`~]+", ""):match("^%s*(.-)%s*$"))) == "shape" then
      table.insert(misses, { line = index, column = line:find(quoted, 1, true),
        message = "a shape fence inside a block quote is not read: take it out of the quote" })
    end
    local lead, marks, info = line:match("^([ \t]*)(```+)(.*)$")
    if not marks then lead, marks, info = line:match("^([ \t]*)(~~~+)(.*)$") end
    if line:match("^[ \t]*$") then
      in_paragraph = false
      index = index + 1
    elseif marks then
      info = info:match("^%s*(.-)%s*$")
      local column = #lead + 1
      if marks:sub(1, 1) == "`" and info:find("`", 1, true) then
        if classify((info:gsub("`", ""))) then
          table.insert(misses, { line = index, column = column, message = "this is not a shape fence: a backtick "
            .. "fence's info string may not hold '`' (use '~~~' fences, or drop the backtick from the caption)" })
        end
        in_paragraph = true
        index = index + 1
      else
        local indent = indent_of(line)
        local close = index + 1
        while close <= #lines do
          local l = lines[close]
          local l_lead, l_marks = l:match("^([ \t]*)(" .. (marks:sub(1, 1) == "`" and "`" or "~") .. "+)[ \t]*$")
          if l_marks and #l_marks >= #marks then break end
          if indent > 0 and not l:match("^[ \t]*$") and indent_of(l) < indent and indent_of(l) < 4 then break end
          close = close + 1
        end
        local kind, attributes, offset = classify(info)
        if kind == "shape" and (not in_paragraph or indent < 4) then
          local code, stripped = {}, {}
          for i = index + 1, math.min(close, #lines + 1) - 1 do
            table.insert(code, lines[i])
            local l = lines[i]
            local remove = 0
            while remove < #lead and l:sub(remove + 1, remove + 1):match("[ \t]") do remove = remove + 1 end
            table.insert(stripped, l:sub(remove + 1))
          end
          local info_start = line:find(info, 1, true) or column
          table.insert(blocks, { line = index, column = column, attributes = attributes,
            attributes_column = info_start + offset, code = table.concat(code, "\n"),
            text = table.concat(stripped, "\n"), info = info })
        elseif kind == "near" then
          table.insert(misses, { line = index, column = column, message = attributes })
        end
        in_paragraph = false
        index = close + 1
      end
    else
      in_paragraph = true
      index = index + 1
    end
  end
  return blocks, misses
end

--- The input files with their blocks, read once (standard input has none to read).
local function input_sources()
  if sources then return sources end
  sources = {}
  local files = (PANDOC_STATE and PANDOC_STATE.input_files) or {}
  for _, path in ipairs(files) do
    if path ~= "-" then
      local text = read_file(path)
      if text then
        local blocks, misses = scan(path, (text:gsub("\r\n", "\n")))
        for _, miss in ipairs(misses) do
          near_miss_count = near_miss_count + 1
          warn(path, miss.line, miss.column, miss.message)
        end
        table.insert(sources, { path = path, blocks = blocks, next = 1, lines = split_lines(text:gsub("\r\n", "\n")),
          warned = {} })
      end
    end
  end
  return sources
end

local function squeezed(text)
  return (text:gsub("%s+", " "):gsub("^ ", ""):gsub(" $", ""))
end

--- The next unclaimed block of the input files that `matches`, with its file; claimed.
local function claim(matches)
  for _, source in ipairs(input_sources()) do
    for i = source.next, #source.blocks do
      if matches(source.blocks[i]) then
        source.next = i + 1
        return source.blocks[i], source.path
      end
    end
  end
  return nil
end

-- Running shape ---------------------------------------------------------------------------

--- Runs shape with `args` on `input` in folder `dir`; its standard output, or nil and its
--- diagnostics. Standard error goes to a temporary file (pandoc.pipe lets it through to the
--- terminal, where `<stdin>` would not say which Markdown file it meant).
local function run_shape(args, input, dir)
  local errors = os.tmpname()
  local command = { "-c", 'f=$1; cd "$2" || exit 1; shift 2; exec "$@" 2>"$f"', "sh", errors, dir, shape }
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

--- The width and height of a PNG, from its header.
local function png_size(bytes)
  if #bytes < 24 or bytes:sub(2, 4) ~= "PNG" then return nil end
  local function u32(offset)
    local a, b, c, d = bytes:byte(offset, offset + 3)
    return ((a * 256 + b) * 256 + c) * 256 + d
  end
  return u32(17), u32(21)
end

-- A figure file's mark, as shape md writes it: a tEXt chunk "Software" "shape" after the
-- header, so that a file the filter did not make is never written over.
local PNG_KEYWORD = "Software\0shape"

local function crc32(text)
  local crc = 0xFFFFFFFF
  for i = 1, #text do
    crc = crc ~ text:byte(i)
    for _ = 1, 8 do
      if crc & 1 == 1 then crc = (crc >> 1) ~ 0xEDB88320 else crc = crc >> 1 end
    end
  end
  return (~crc) & 0xFFFFFFFF
end

local function marked_png(png)
  local body = "tEXt" .. PNG_KEYWORD
  return png:sub(1, 33) .. string.pack(">I4", #PNG_KEYWORD) .. body .. string.pack(">I4", crc32(body))
    .. png:sub(34)
end

local function is_marked(bytes)
  return bytes:sub(38, 41) == "tEXt" and bytes:sub(42, 41 + #PNG_KEYWORD) == PNG_KEYWORD
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

local function css_width(width)
  if width:match("%%$") or width:match("px$") then return width end
  return width .. "px"
end

--- The root <svg> made responsive (never wider than its column), sized by `width`, hidden
--- from screen readers when decorative.
local function responsive(svg, width, decorative)
  local style = "max-width:100%;height:auto"
  if width then style = "width:" .. css_width(width) .. ";" .. style end
  svg = svg:gsub("<svg ", function() return '<svg style="' .. style .. '" ' end, 1)
  if decorative then svg = svg:gsub(' role="img"', ' aria-hidden="true"', 1) end
  return svg
end

-- The figure ------------------------------------------------------------------------------

--- The figure for a block: `source` is the block as read from its file (nil for standard
--- input), `attrs` pandoc's reading of it (used when there is no source).
local function figure_for(code, source, path, pandoc_attributes)
  block_count = block_count + 1
  local name = path or ("block " .. block_count)
  local line = source and source.line
  local options, message, offset
  if source then
    options, message, offset = parse_attributes(source.attributes)
  else
    options = pandoc_attributes
  end
  if not options then
    fail(string.format("%s:%d:%d: error: %s", name, line, source.attributes_column + offset, message))
  end
  for _, warning in ipairs(options.warnings or {}) do
    warn(name, line or 1, (source and source.attributes_column or 1) + warning[2], warning[1])
  end
  local format = FORMAT
  local kind = options.kind
  if not kind then
    if is_html(format) then kind = "svg" elseif is_tex(format) then kind = "pdf" else kind = "png" end
  end
  local identifier = options.identifier or ""
  if identifier ~= "" then
    local first = ids[identifier]
    if first then
      fail(string.format("%s:%d:1: error: the id '%s' is given at %s already: each figure needs its own",
        name, line or 1, identifier, first))
    end
    ids[identifier] = name .. ":" .. tostring(line or "?")
  end
  local decorative = options.alt == ""
  local alt = options.alt or options.caption
  local scale = options.scale or "2"
  local args = { "render", "-", "--format", kind, "--max-nodes", max_nodes }
  if max_steps then table.insert(args, "--max-steps"); table.insert(args, max_steps) end
  if options.annotate then table.insert(args, "--annotate") end
  if options.theme or theme then table.insert(args, "--theme"); table.insert(args, options.theme or theme) end
  if alt and alt ~= "" then table.insert(args, "--title"); table.insert(args, alt) end
  local prefix = (identifier ~= "" and identifier:gsub(":", "-") or ("shape-" .. block_count)) .. "-"
  if kind == "svg" then
    table.insert(args, "--id-prefix"); table.insert(args, prefix)
  elseif kind == "png" then
    table.insert(args, "--scale"); table.insert(args, scale)
  end
  -- Blank lines before the code put every diagnostic on the Markdown file's line; the lines
  -- as written (a list item's indentation kept) keep its columns.
  local input = string.rep("\n", line or 0) .. (source and source.code or code) .. "\n"
  local dir = path and directory_of(path) or "."
  local output, messages = run_shape(args, input, dir)
  messages = messages:gsub("<stdin>:", name .. ":")
  if not output then
    fail(messages ~= "" and messages or ("shape could not draw the figure in " .. name))
  end
  if messages ~= "" then io.stderr:write(messages) end
  figure_count = figure_count + 1
  if check_only then return {} end

  local caption = caption_inlines(options.caption)
  local attr = pandoc.Attr(identifier, {}, {})
  if kind == "svg" and is_html(format) then
    local svg = responsive(output:gsub("^<%?xml[^\n]*\n", ""), options.width, decorative)
    if has_figure then
      return pandoc.Figure({ pandoc.RawBlock("html", svg) }, caption_blocks(caption), attr)
    end
    local figcaption = ""
    if #caption > 0 then
      local html = pandoc.write(pandoc.Pandoc({ pandoc.Plain(caption) }), "html")
      figcaption = "<figcaption>" .. html:gsub("\n$", "") .. "</figcaption>\n"
    end
    local id = identifier ~= "" and (' id="' .. identifier .. '"') or ""
    return pandoc.RawBlock("html", "<figure" .. id .. ">\n" .. svg .. figcaption .. "</figure>")
  end

  local mime = ({ svg = "image/svg+xml", png = "image/png", pdf = "application/pdf" })[kind]
  local file_name = (identifier ~= "" and identifier:gsub(":", "-")
    or ("shape-" .. pandoc.utils.sha1(table.concat(args, "\0") .. (source and source.code or code))))
    .. "." .. kind
  local image_attr = pandoc.Attr("", {}, {})
  if kind == "png" then
    output = marked_png(output)
    local width = png_size(output)
    if width then image_attr.attributes["width"] = tostring(width / tonumber(scale)) .. "px" end
  end
  if options.width then image_attr.attributes["width"] = options.width:match("%%$") and options.width
    or css_width(options.width) end
  if is_html(format) then
    -- HTML links the file: it is written beside the output, never over a file shape did not make.
    local out = PANDOC_STATE.output_file
    local folder = out and out ~= "-" and directory_of(out) or "."
    local target = folder .. "/" .. file_name
    local existing = read_file(target)
    if existing and existing ~= output and not is_marked(existing) then
      fail(string.format("%s:%d:1: error: refusing to write the figure '%s' over a file shape did not make: "
        .. "give the block another id, or move the file", name, line or 1, target))
    end
    local file = io.open(target, "wb")
    if not file then fail(name .. ": error: could not write the figure '" .. target .. "'") end
    file:write(output)
    file:close()
  else
    pandoc.mediabag.insert(file_name, mime, output)
  end
  local alt_inlines = decorative and {} or caption_inlines(alt)
  if has_figure then
    local image = pandoc.Image(alt_inlines, file_name, "", image_attr)
    return pandoc.Figure({ pandoc.Plain({ image }) }, caption_blocks(caption), attr)
  end
  if #caption > 0 and format == "docx" then
    -- Pandoc 2's docx writer takes an implicit figure's description from its caption: the
    -- image with its alt text, then the caption in Word's own caption style.
    image_attr.identifier = identifier
    return { pandoc.Para({ pandoc.Image(alt_inlines, file_name, "", image_attr) }),
      pandoc.Div({ pandoc.Para(caption) }, pandoc.Attr("", {}, { ["custom-style"] = "Image Caption" })) }
  end
  -- Elsewhere in Pandoc 2: an image alone in a paragraph, titled "fig:", is a figure captioned
  -- by its description; the caption is the description here, and the alt text an attribute.
  if #caption > 0 then
    image_attr.identifier = identifier
    if alt then image_attr.attributes["alt"] = alt end
    return pandoc.Para({ pandoc.Image(caption, file_name, "fig:", image_attr) })
  end
  image_attr.identifier = identifier
  return pandoc.Para({ pandoc.Image(alt_inlines, file_name, "", image_attr) })
end

-- Pandoc's blocks ---------------------------------------------------------------------------

--- Only the letters and digits of `text`: what survives pandoc reading a fence as prose
--- (smart quotes, soft breaks, emphasis).
local function loose(text)
  return (text:gsub("[^%w]", ""))
end

local function code_block(block)
  if block.classes:includes("shape") then
    -- As written, or (pandoc turns tabs into spaces) by its letters and digits.
    local source, path = claim(function(candidate)
      return candidate.text == block.text or loose(candidate.text) == loose(block.text)
    end)
    local attributes = nil
    if not source and #input_sources() > 0 then
      -- A block the files have only where shape reads none (a block quote): warned about
      -- already; like shape md and shape mdbook, the filter leaves it as code.
      return nil
    end
    if not source then
      -- Standard input: pandoc's reading of the attributes, checked by the same table.
      local parts = {}
      if block.identifier ~= "" then table.insert(parts, "#" .. block.identifier) end
      for _, class in ipairs(block.classes) do table.insert(parts, "." .. class) end
      for key, value in pairs(block.attributes) do
        table.insert(parts, key .. '="' .. value:gsub('[\\"]', "\\%0") .. '"')
      end
      local message
      attributes, message = parse_attributes(table.concat(parts, " "))
      if not attributes then fail("error: a shape block's attributes: " .. message) end
    end
    return figure_for(block.text, source, path, attributes)
  end
  local first = block.text:match("^[ \t]*([`~][`~][`~]+[^\n]*)")
  if first and classify((first:gsub("^[`~]+", ""):match("^%s*(.-)%s*$"))) == "shape" then
    near_miss_count = near_miss_count + 1
    local message = "this shape fence is indented code, not a figure: indent it as the margin or its list "
      .. "item's text is"
    -- Located at the first line of the files that holds it and was not reported yet.
    for _, source in ipairs(input_sources()) do
      for index, line in ipairs(source.lines) do
        local column = line:find(first, 1, true)
        if column and not source.warned[index] then
          source.warned[index] = true
          warn(source.path, index, column, message)
          return nil
        end
      end
    end
    io.stderr:write("warning: " .. message .. ": " .. first .. "\n")
  end
end

--- A paragraph that starts like a shape fence: pandoc did not read the fence (pandoc 2 and
--- `shape {…}`, a bare flag in braces: one code span, or with `~~~` plain text). The block is
--- the next one of the files whose text the paragraph holds, read from the file.
local function paragraph(para)
  local first = para.content[1]
  if not first then return nil end
  local text = pandoc.utils.stringify(para)
  -- `~~~` may have become strikeout, its tildes gone: look past any that are left.
  local head = text:sub(1, 200):gsub("^[`~%s]*", "")
  local starts_like_fence = head:match("^shape[%s{]") or head:match("^{[^}]*%.shape")
  if first.t == "Code" then
    starts_like_fence = classify((first.text:match("^({[^}]*})") or first.text:match("^shape {[^}]*}")
      or first.text:match("^(shape)[ \t]") or first.text:match("^(shape)$") or "")) == "shape"
  end
  if not starts_like_fence then return nil end
  local key = loose(text)
  local source, path = claim(function(candidate)
    return loose(candidate.code) ~= "" and key:find(loose(candidate.code), 1, true) ~= nil
  end)
  if not source and #input_sources() > 0 then
    -- Not a block of the files: a line that only looks like one, warned about already.
    return nil
  end
  if not source then
    fail("error: pandoc read a shape block as text and its file is not at hand (standard input?): "
      .. "write '```{.shape …}' with key=value attributes, or give the file: " .. text:sub(1, 60))
  end
  return figure_for(source.code, source, path, nil)
end

local function read_meta(meta)
  local function text(value)
    if value == nil then return nil end
    return pandoc.utils.stringify(value)
  end
  max_nodes = text(meta["shape-max-nodes"]) or max_nodes
  max_steps = text(meta["shape-max-steps"])
  theme = text(meta["shape-theme"])
  if theme and theme ~= "light" and theme ~= "dark" and theme ~= "auto" then
    fail("error: metadata shape-theme needs light, dark or auto, not '" .. theme .. "'")
  end
  local check = meta["shape-check"]
  check_only = check == true or text(check) == "true"
  input_sources()
end

local function finish(doc)
  input_sources()
  if near_miss_count > 0 and figure_count == 0 then
    fail(string.format("error: %d line%s look%s like shape fences, and no figure was made from this document",
      near_miss_count, near_miss_count == 1 and "" or "s", near_miss_count == 1 and "s" or ""))
  end
  if check_only then
    io.stderr:write(string.format("shape-check: %d figure%s made, nothing written\n", figure_count,
      figure_count == 1 and "" or "s"))
    os.exit(0)
  end
  return doc
end

return {
  { Meta = read_meta },
  { CodeBlock = code_block, Para = paragraph },
  { Pandoc = finish },
}
