package lexicon

import "strings"

// Natural keys: a create whose request carries the name of what it makes,
// where the API keeps that name unique, is refused the second time
// ("already exists", "EntityAlreadyExists.User", "BucketAlreadyExists")
// instead of making a second one. Its name is its idempotency key.

// UniqueNames are the resources whose names the APIs seen keep unique in
// their scope (an account, a region, an instance), to the request fields
// that carry the name: Alibaba Cloud RAM's CreateUser (UserName), CreateRole
// (RoleName), CreatePolicy (PolicyName), CreateGroup (GroupName), ECS's
// CreateKeyPair (KeyPairName), OSS and S3's buckets (BucketName, Bucket),
// KMS's and Secrets Manager's CreateSecret (SecretName), RDS's
// CreateDatabase (DBName), Alidns's AddDomain (DomainName), container
// registries' CreateNamespace and CreateRepository (NamespaceName,
// RepoName). A resource is named here only where its name is unique:
// SecurityGroupName, VpcName, InstanceName, DiskName may repeat.
var UniqueNames = map[string][]string{
	"User":       {"UserName"},
	"Role":       {"RoleName"},
	"Policy":     {"PolicyName"},
	"Group":      {"GroupName"},
	"KeyPair":    {"KeyPairName"},
	"Bucket":     {"BucketName", "Bucket"},
	"Secret":     {"SecretName"},
	"Database":   {"DBName", "DatabaseName"},
	"Domain":     {"DomainName"},
	"Namespace":  {"NamespaceName"},
	"Repository": {"RepoName", "RepositoryName"},
}

// naturalKeyVerbs lead the names of the creates that UniqueNames apply to.
var naturalKeyVerbs = []string{"Create", "Add"}

// requestSuffixes end the names of request types: CreateBucketRequest,
// CreateUserInput, CreateKeyPairArgs.
var requestSuffixes = []string{"Request", "Input", "Args", "Params", "Options"}

// NaturalKeyFields returns the fields that carry the unique name of what
// the operation named op makes (a function or request type name): Create
// or Add, then a resource of UniqueNames, then optionally a request
// suffix (CreateUser, CreateBucketRequest, addDomain). It returns nil for
// any other operation. A create whose request sets one of the fields to a
// name the caller chose has a natural key.
func NaturalKeyFields(op string) []string {
	if op == "" {
		return nil
	}
	op = strings.ToUpper(op[:1]) + op[1:]
	for _, v := range naturalKeyVerbs {
		rest, ok := strings.CutPrefix(op, v)
		if !ok {
			continue
		}
		if f, ok := UniqueNames[rest]; ok {
			return f
		}
		for _, s := range requestSuffixes {
			if r, ok := strings.CutSuffix(rest, s); ok {
				if f, ok := UniqueNames[r]; ok {
					return f
				}
			}
		}
	}
	return nil
}
