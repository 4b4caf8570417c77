-- shape.lua: the .shape language in Neovim's built-in LSP client.
--
-- Detects *.shape files as filetype `shape`, sets its comment format, and starts the language
-- server `shape lsp` (over standard input and output) for each such buffer: diagnostics, hover
-- (K), completion (<C-x><C-o>), go to definition, document symbols, formatting and inlay hints.
--
-- Put this file in ~/.config/nvim/plugin/ (it runs at start-up), or `dofile()` it from init.lua.
-- Set vim.g.shape_path (before this file runs) when `shape` is not on PATH:
--   vim.g.shape_path = "/path/to/repo/.build/release/shape"
--
-- Neovim 0.8 and later use vim.lsp.start, which reuses one client per root folder. Neovim 0.7
-- has no vim.lsp.start: the fallback below starts one client with vim.lsp.start_client and
-- attaches each buffer to it with vim.lsp.buf_attach_client.

vim.filetype.add({ extension = { shape = "shape" } })
if vim.fn.has("nvim-0.8") == 0 then
  -- Neovim 0.7 reads vim.filetype.add only with vim.g.do_filetype_lua set: detect it here too.
  vim.api.nvim_create_autocmd({ "BufRead", "BufNewFile" }, {
    pattern = "*.shape",
    callback = function(args)
      vim.bo[args.buf].filetype = "shape"
    end,
  })
end

local function shape_command()
  return { vim.g.shape_path or "shape", "lsp" }
end

-- The folder holding the nearest .git above the file, else the current directory.
local function root_dir(bufnr)
  local file = vim.api.nvim_buf_get_name(bufnr)
  local start = file ~= "" and vim.fn.fnamemodify(file, ":p:h") or vim.fn.getcwd()
  local git = vim.fn.finddir(".git", start .. ";") -- a repository
  if git == "" then
    git = vim.fn.findfile(".git", start .. ";") -- a worktree or a submodule
  end
  if git == "" then
    return vim.fn.getcwd()
  end
  local path = vim.fn.fnamemodify(git, ":p"):gsub("/$", "")
  return vim.fn.fnamemodify(path, ":h")
end

local fallback_client_id = nil -- Neovim 0.7: the one client every shape buffer attaches to

local function start_shape_lsp(bufnr)
  local config = {
    name = "shape",
    cmd = shape_command(),
    root_dir = root_dir(bufnr),
  }
  if vim.lsp.start then
    -- Neovim >= 0.8
    vim.lsp.start(config, { bufnr = bufnr })
    return
  end
  -- Neovim 0.7:
  --   local id = vim.lsp.start_client({ name = "shape", cmd = { "shape", "lsp" }, root_dir = … })
  --   vim.lsp.buf_attach_client(bufnr, id)
  if fallback_client_id == nil or vim.lsp.get_client_by_id(fallback_client_id) == nil then
    fallback_client_id = vim.lsp.start_client(config)
  end
  if fallback_client_id ~= nil then
    vim.lsp.buf_attach_client(bufnr, fallback_client_id)
  end
end

local group = vim.api.nvim_create_augroup("shape_language", { clear = true })
vim.api.nvim_create_autocmd("FileType", {
  group = group,
  pattern = "shape",
  callback = function(args)
    vim.bo[args.buf].commentstring = "// %s"
    vim.bo[args.buf].comments = "s1:/*,mb:*,ex:*/,:///,://"
    vim.bo[args.buf].omnifunc = "v:lua.vim.lsp.omnifunc"
    start_shape_lsp(args.buf)
  end,
})
