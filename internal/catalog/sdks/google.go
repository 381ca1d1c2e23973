package sdks

// Google Cloud's Go clients: the generated clients whose creates take a
// RequestId, and BigQuery's Storage Write API, whose appends to a stream
// are keyed by their offset where the stream takes one.

// A StreamAppend is an API that appends rows to a stream whose position,
// the offset, is the append's key: an append that names the offset it
// expects is written once (a second one of the same offset is refused),
// an append without one goes at the end of the stream, and a stream of
// one type takes no offset at all.
type StreamAppend struct {
	ID SDKID
	// Append is the append method of the managed writer, by full name; its
	// variadic options hold OffsetOption, the option whose argument is the
	// offset (an int64).
	Append       string
	OffsetOption string
	// NewStream makes the writer from variadic options: TypeOption (whose
	// argument is one of the stream type variables, by full name, Keyed for
	// those whose appends take an offset, NoKey for the one that takes
	// none), StreamName (an existing stream named by the caller: its type
	// cannot be seen), Retries (its bool argument true turns the writer's
	// own retries on). A writer made without TypeOption or StreamName
	// appends to NoKey.
	NewStream, TypeOption, StreamName, Retries string
	// Close is the name of the writer's method that closes it
	// (managed_stream.go:238), which shares nothing.
	Close string
	Keyed []string
	NoKey string
	// Attempts is how many times a writer with its retries on sends an
	// append, retries included.
	Attempts int
	// Send is the raw client stream's send, by full name: its argument is
	// a pointer to the request, whose OffsetField holds the offset (a
	// pointer to a wrapper), StreamField names the stream, and a stream
	// name ending in DefaultSuffix is the stream that takes no offset.
	Send                                    string
	OffsetField, StreamField, DefaultSuffix string
}

// BigQueryAppend is the BigQuery Storage Write API, checked against
// cloud.google.com/go/bigquery@v1.86.2:
//   - storage/managedwriter/managed_stream.go:292 (*ManagedStream).AppendRows(ctx,
//     data [][]byte, opts ...AppendOption) (*AppendResult, error); the
//     errors of the append itself come from (*AppendResult).GetResult
//     (appendresult.go:58);
//   - options.go:351 WithOffset(offset int64) AppendOption sets the
//     request's Offset; doc.go: "specify an offset in the stream to handle
//     de-duplication for user-created streams, but a "default" stream
//     neither accepts nor reports offsets";
//   - client.go:127 (*Client).NewManagedStream(ctx, opts ...WriterOption);
//     options.go:176 WithType(StreamType), :188 WithStreamName(string)
//     (an existing stream, "default stream or one explicitly created");
//     managed_stream.go:37-55 DefaultStream, CommittedStream,
//     BufferedStream, PendingStream, and :132 the default type
//     DefaultStream (client.go:164-181 creates a new stream of the type
//     for every type but the default one);
//   - options.go:313 EnableWriteRetries(enable bool): the writer re-sends
//     a failed append on Aborted, Canceled, DeadlineExceeded,
//     FailedPrecondition, Internal, Unavailable, EOF and the throughput
//     quota (retry.go:35-65), up to defaultRetryAttempts = 4 enqueues
//     (retry.go:31, :111-113; connection.go:426 counts each), the same
//     request with the same offset; doc.go: "best suited for ...
//     at-least-once append semantics";
//   - storage/apiv1/storagepb/storage.pb.go:958-962 AppendRowsRequest.Offset
//     *wrapperspb.Int64Value: "the write is only performed if the next
//     append offset is same as the provided value ... not allowed when
//     calling AppendRows for the '_default' stream", and :1242 ALREADY_EXISTS
//     "when an append specified an offset, and the backend already has
//     received data at this offset. Typically encountered in retry
//     scenarios"; storage_grpc.pb.go:403 BigQueryWrite_AppendRowsClient.Send(*AppendRowsRequest),
//     the stream of storage/apiv1/big_query_write_client.go:254
//     (*BigQueryWriteClient).AppendRows(ctx, ...gax.CallOption), whose
//     default retry (:80, Unavailable) reopens the stream and sends no
//     append; the default stream is "projects/{project}/datasets/{dataset}/tables/{table}/streams/_default"
//     (:938-940).
//
// Google's documentation (Storage Write API, streaming) agrees: the default
// stream gives at-least-once semantics, a committed stream with offsets
// exactly-once. So an append with an offset is keyed and set; an append
// without one to a committed, pending or buffered stream is keyed and
// empty; an append to the default stream is an unkeyed write. Whether a
// writer named with WithStreamName, or held where its making cannot be
// seen, appends to the default stream cannot be settled: such an append
// without an offset is left unclassified, so that it is reported by no
// rule.
var BigQueryAppend = StreamAppend{
	ID:           SDKBigQuery,
	Append:       "(*cloud.google.com/go/bigquery/storage/managedwriter.ManagedStream).AppendRows",
	OffsetOption: "cloud.google.com/go/bigquery/storage/managedwriter.WithOffset",
	NewStream:    "(*cloud.google.com/go/bigquery/storage/managedwriter.Client).NewManagedStream",
	TypeOption:   "cloud.google.com/go/bigquery/storage/managedwriter.WithType",
	StreamName:   "cloud.google.com/go/bigquery/storage/managedwriter.WithStreamName",
	Retries:      "cloud.google.com/go/bigquery/storage/managedwriter.EnableWriteRetries",
	Close:        "Close",
	Keyed: []string{
		"cloud.google.com/go/bigquery/storage/managedwriter.CommittedStream",
		"cloud.google.com/go/bigquery/storage/managedwriter.PendingStream",
		"cloud.google.com/go/bigquery/storage/managedwriter.BufferedStream",
	},
	NoKey:         "cloud.google.com/go/bigquery/storage/managedwriter.DefaultStream",
	Attempts:      4,
	Send:          "(cloud.google.com/go/bigquery/storage/apiv1/storagepb.BigQueryWrite_AppendRowsClient).Send",
	OffsetField:   "Offset",
	StreamField:   "WriteStream",
	DefaultSuffix: "/_default",
}

// OffsetOptionPackage is the package of the offset option, whose name a fix
// imports: the OffsetOption without its function name.
func (a *StreamAppend) OffsetOptionPackage() (pkg, name string) {
	for i := len(a.OffsetOption) - 1; i >= 0; i-- {
		if a.OffsetOption[i] == '.' {
			return a.OffsetOption[:i], a.OffsetOption[i+1:]
		}
	}
	return "", a.OffsetOption
}

// Google Cloud's generated clients take a RequestId in the requests of
// their long-running creates. cloud.google.com/go/alloydb@v1.33.1
// apiv1/alloydb_admin_client.go:631, :762: CreateCluster(ctx,
// *alloydbpb.CreateClusterRequest, ...gax.CallOption) and
// CreateInstance(ctx, *alloydbpb.CreateInstanceRequest, ...); both
// requests have RequestId string (alloydbpb/service.pb.go:707, :2132),
// which "must be a valid UUID" and makes the server ignore a request it
// has completed in the last 60 minutes. The default call options of both
// set a timeout and no retry (:138, :192). DeleteInstance (:815) removes,
// GetInstance (:757) reads.
var googleCloudRecord = SDK{
	ID:     SDKGoogleCloud,
	Name:   "google-cloud-go",
	Module: "cloud.google.com/go",
	KeyGen: &KeyGenerator{Import: "github.com/google/uuid", Func: "NewString", Names: []string{"uuid", "guuid"}},
	Writes: map[string]WriteAPI{
		"(*cloud.google.com/go/alloydb/apiv1.AlloyDBAdminClient).CreateCluster":  {Class: WriteKeyed, Slot: SlotField, Arg: 1, Field: "RequestId"},
		"(*cloud.google.com/go/alloydb/apiv1.AlloyDBAdminClient).CreateInstance": {Class: WriteKeyed, Slot: SlotField, Arg: 1, Field: "RequestId"},
		"(*cloud.google.com/go/alloydb/apiv1.AlloyDBAdminClient).DeleteInstance": {Class: WriteIdempotent},
		"(*cloud.google.com/go/alloydb/apiv1.AlloyDBAdminClient).GetInstance":    {Class: WriteRead},
	},
}

// cloud.google.com/go/bigquery@v1.86.2: an append to a Storage Write
// API stream is keyed by its offset, or cannot be, depending on the
// stream it goes to; described by StreamAppend (above).
var bigQueryRecord = SDK{
	ID:        SDKBigQuery,
	Name:      "bigquery storage write",
	Module:    "cloud.google.com/go/bigquery",
	Mechanism: StreamWriter,
	Stream:    &BigQueryAppend,
}
