-- Drives Neovim's built-in LSP client (0.7+) against idemvet lsp: opens
-- a file, waits for idemvet's diagnostics, applies the preferred quick fix
-- of the keyinretry finding through vim.lsp.buf.code_action, writes the
-- buffer, and writes a report (JSON) and a transcript for the Go test.
local bin, root, file, out = vim.env.IDEMVET_BIN, vim.env.IDEMVET_ROOT, vim.env.IDEMVET_FILE, vim.env.IDEMVET_REPORT
local transcript = {}
local function say(s) table.insert(transcript, s) end
local report = { transcript = transcript }

local function finish()
  vim.fn.writefile({ vim.fn.json_encode(report) }, out)
  vim.cmd('qall!')
end

vim.cmd('edit ' .. vim.fn.fnameescape(file))
local bufnr = vim.api.nvim_get_current_buf()
local client_id = vim.lsp.start_client({
  name = 'idemvet',
  cmd = { bin, 'lsp' },
  root_dir = root,
  workspace_folders = { { uri = vim.uri_from_fname(root), name = 'example' } },
})
vim.lsp.buf_attach_client(bufnr, client_id)
say('nvim ' .. tostring(vim.version().major) .. '.' .. tostring(vim.version().minor) .. '.' .. tostring(vim.version().patch) .. ': opened ' .. vim.fn.fnamemodify(file, ':t'))

local function keyinretry()
  for _, d in ipairs(vim.diagnostic.get(bufnr)) do
    if d.source == 'keyinretry' then return d end
  end
end
if not vim.wait(180000, function() return keyinretry() ~= nil end, 100) then
  report.error = 'no keyinretry diagnostic'
  return finish()
end
local diags = vim.diagnostic.get(bufnr)
table.sort(diags, function(a, b) return a.lnum < b.lnum or a.lnum == b.lnum and a.col < b.col end)
report.diagnostics = {}
for _, d in ipairs(diags) do
  local lsp = d.user_data and d.user_data.lsp or {}
  table.insert(report.diagnostics, {
    lnum = d.lnum, col = d.col, source = d.source, code = d.code, message = d.message, severity = d.severity,
    href = lsp.codeDescription and lsp.codeDescription.href, related = lsp.relatedInformation,
  })
  say(string.format('%d:%d %s [%s] %s', d.lnum + 1, d.col + 1, vim.diagnostic.severity[d.severity], d.source, d.message))
  for _, r in ipairs(lsp.relatedInformation or {}) do
    say(string.format('    %s:%d: %s', vim.fn.fnamemodify(vim.uri_to_fname(r.location.uri), ':t'), r.location.range.start.line + 1, r.message))
  end
end

-- The quick fix, chosen as a user would pick the preferred one from the menu.
local d = keyinretry()
vim.api.nvim_win_set_cursor(0, { d.lnum + 1, d.col })
vim.ui.select = function(items, _, on_choice)
  local titles = {}
  for _, it in ipairs(items) do table.insert(titles, it[2].title) end
  say('code actions: ' .. table.concat(titles, ' | '))
  for _, it in ipairs(items) do
    if it[2].isPreferred and it[2].kind == 'quickfix' then
      say('chose: ' .. it[2].title)
      report.chosen = it[2].title
      return on_choice(it)
    end
  end
  on_choice(nil)
end
local before = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
vim.lsp.buf.code_action()
if not vim.wait(30000, function() return vim.bo[bufnr].modified end, 50) then
  report.error = 'the quick fix changed nothing'
  return finish()
end
local after = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
say('the quick fix changed:')
local diff = vim.diff(table.concat(before, '\n') .. '\n', table.concat(after, '\n') .. '\n', { ctxlen = 0 })
for line in diff:gmatch('[^\n]+') do say('  ' .. line) end
vim.cmd('write')
report.written = true
vim.lsp.stop_client(client_id)
vim.wait(5000, function() return vim.lsp.get_client_by_id(client_id) == nil end, 50)
finish()
