package lsp

import "encoding/json"

// The Language Server Protocol's types that the server uses, as the
// specification (3.17) names them: only the fields it reads or writes.
// The JSON-RPC layer is github.com/sourcegraph/jsonrpc2's, which has no
// protocol types; the Go libraries that have them bring logging and JSON
// libraries of their own along.

type documentURI = string

type position struct {
	Line      int `json:"line"`
	Character int `json:"character"` // in UTF-16 code units
}

type lspRange struct {
	Start position `json:"start"`
	End   position `json:"end"`
}

type location struct {
	URI   documentURI `json:"uri"`
	Range lspRange    `json:"range"`
}

type workspaceFolder struct {
	URI  documentURI `json:"uri"`
	Name string      `json:"name"`
}

type initializeParams struct {
	ProcessID             *int              `json:"processId"`
	RootURI               documentURI       `json:"rootUri"`
	WorkspaceFolders      []workspaceFolder `json:"workspaceFolders"`
	InitializationOptions json.RawMessage   `json:"initializationOptions"`
	Capabilities          struct {
		Workspace struct {
			DidChangeWatchedFiles struct {
				DynamicRegistration bool `json:"dynamicRegistration"`
			} `json:"didChangeWatchedFiles"`
		} `json:"workspace"`
	} `json:"capabilities"`
}

type initializeResult struct {
	Capabilities serverCapabilities `json:"capabilities"`
	ServerInfo   struct {
		Name    string `json:"name"`
		Version string `json:"version"`
	} `json:"serverInfo"`
}

type serverCapabilities struct {
	TextDocumentSync struct {
		OpenClose bool `json:"openClose"`
		Change    int  `json:"change"` // 1: the whole text
		Save      struct {
			IncludeText bool `json:"includeText"`
		} `json:"save"`
	} `json:"textDocumentSync"`
	CodeActionProvider struct {
		CodeActionKinds []string `json:"codeActionKinds"`
	} `json:"codeActionProvider"`
	Workspace struct {
		WorkspaceFolders struct {
			Supported           bool `json:"supported"`
			ChangeNotifications bool `json:"changeNotifications"`
		} `json:"workspaceFolders"`
	} `json:"workspace"`
}

type textDocumentItem struct {
	URI     documentURI `json:"uri"`
	Version int         `json:"version"`
	Text    string      `json:"text"`
}

type textDocumentIdentifier struct {
	URI     documentURI `json:"uri"`
	Version int         `json:"version,omitempty"`
}

type didOpenParams struct {
	TextDocument textDocumentItem `json:"textDocument"`
}

type didChangeParams struct {
	TextDocument   textDocumentIdentifier `json:"textDocument"`
	ContentChanges []struct {
		Range *lspRange `json:"range"`
		Text  string    `json:"text"`
	} `json:"contentChanges"`
}

type didCloseParams struct {
	TextDocument textDocumentIdentifier `json:"textDocument"`
}

type fileEvent struct {
	URI  documentURI `json:"uri"`
	Type int         `json:"type"` // 1 created, 2 changed, 3 deleted
}

type didChangeWatchedFilesParams struct {
	Changes []fileEvent `json:"changes"`
}

type didChangeWorkspaceFoldersParams struct {
	Event struct {
		Added   []workspaceFolder `json:"added"`
		Removed []workspaceFolder `json:"removed"`
	} `json:"event"`
}

// Diagnostic severities.
const (
	severityError       = 1
	severityWarning     = 2
	severityInformation = 3
	severityHint        = 4
)

type diagnostic struct {
	Range              lspRange                       `json:"range"`
	Severity           int                            `json:"severity,omitempty"`
	Code               string                         `json:"code,omitempty"`
	CodeDescription    *codeDescription               `json:"codeDescription,omitempty"`
	Source             string                         `json:"source,omitempty"`
	Message            string                         `json:"message"`
	RelatedInformation []diagnosticRelatedInformation `json:"relatedInformation,omitempty"`
}

type codeDescription struct {
	Href string `json:"href"`
}

type diagnosticRelatedInformation struct {
	Location location `json:"location"`
	Message  string   `json:"message"`
}

type publishDiagnosticsParams struct {
	URI         documentURI  `json:"uri"`
	Version     *int         `json:"version,omitempty"`
	Diagnostics []diagnostic `json:"diagnostics"`
}

type codeActionParams struct {
	TextDocument textDocumentIdentifier `json:"textDocument"`
	Range        lspRange               `json:"range"`
	Context      struct {
		Diagnostics []diagnostic `json:"diagnostics"`
		Only        []string     `json:"only"`
	} `json:"context"`
}

// Code action kinds.
const (
	kindQuickFix    = "quickfix"
	kindFixAllOwn   = "source.fixAll.idemvet"
	fixAllTitle     = "Apply every idemvet fix in the file"
	suppressPrefix  = "Suppress "
	suppressPattern = "//idemvet:ignore %s TODO: say why this finding does not apply"
)

type codeAction struct {
	Title       string         `json:"title"`
	Kind        string         `json:"kind"`
	Diagnostics []diagnostic   `json:"diagnostics,omitempty"`
	IsPreferred bool           `json:"isPreferred,omitempty"`
	Edit        *workspaceEdit `json:"edit,omitempty"`
}

type workspaceEdit struct {
	Changes map[documentURI][]textEdit `json:"changes"`
}

type textEdit struct {
	Range   lspRange `json:"range"`
	NewText string   `json:"newText"`
}

// Message types of window/logMessage and window/showMessage.
const (
	messageError   = 1
	messageWarning = 2
	messageLog     = 4
)

type messageParams struct {
	Type    int    `json:"type"`
	Message string `json:"message"`
}

type registrationParams struct {
	Registrations []registration `json:"registrations"`
}

type registration struct {
	ID              string `json:"id"`
	Method          string `json:"method"`
	RegisterOptions any    `json:"registerOptions"`
}
