// Command genprovider writes a module shaped like the Alibaba Cloud
// Terraform provider: one root package, alicloud, of N resource files (and a
// service file for every ten resources), each resource's Create, Read,
// Update and Delete calling client.RpcPost inside resource.Retry closures,
// with client tokens, guarded retries, request maps and loops; and a
// connectivity package whose RpcPost loads the product's endpoint
// (loadEndpoint, DescribeEndpointForService) and sends through tea-rpc.
// The SDKs it imports are the stubs of idemvet's test data, copied into the
// module and named by replace directives, so it builds with no network.
//
//	go run ./bench/genprovider -o DIR            # about 775,000 lines, like the provider's alicloud package
//	go run ./bench/genprovider -o DIR -n 300     # a quick run
//
// It is run from the repository's root (-testdata names the stubs'
// directory otherwise). The output depends on N alone.
package main

import (
	"bytes"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"path/filepath"
	"strings"
)

// modPath is the generated module's path, the provider's.
const modPath = "github.com/aliyun/terraform-provider-alicloud"

// stubs are the SDK modules copied from the test data: module path, the
// package directories (under testdata/src) that it holds.
var stubs = []struct {
	module string
	pkgs   []string
}{
	{"github.com/alibabacloud-go/tea", []string{"tea"}},
	{"github.com/alibabacloud-go/tea-rpc", []string{"client"}},
	{"github.com/alibabacloud-go/tea-utils", []string{"service"}},
	{"github.com/hashicorp/terraform-plugin-sdk", []string{"helper/resource"}},
}

func main() {
	out := flag.String("o", "", "directory to write the module into (made if missing; its old content is replaced)")
	n := flag.Int("n", 2725, "resource files in the alicloud package (2725: about 775,000 lines)")
	testdata := flag.String("testdata", "testdata/src", "the directory of the SDK stubs")
	flag.Parse()
	if *out == "" || *n < 1 {
		flag.Usage()
		os.Exit(2)
	}
	if err := os.RemoveAll(*out); err != nil {
		log.Fatal(err)
	}
	g := &gen{dir: *out}
	var gomod bytes.Buffer
	fmt.Fprintf(&gomod, "module %s\n\ngo 1.21\n\nrequire (\n", modPath)
	for _, s := range stubs {
		fmt.Fprintf(&gomod, "\t%s v0.0.0\n", s.module)
	}
	gomod.WriteString(")\n\nreplace (\n")
	for _, s := range stubs {
		dir := "./stubs/" + filepath.Base(s.module)
		fmt.Fprintf(&gomod, "\t%s => %s\n", s.module, dir)
		g.raw(filepath.Join("stubs", filepath.Base(s.module), "go.mod"), fmt.Sprintf("module %s\n\ngo 1.21\n", s.module))
		for _, p := range s.pkgs {
			src := filepath.Join(*testdata, s.module, p)
			files, err := filepath.Glob(filepath.Join(src, "*.go"))
			if err != nil || len(files) == 0 {
				log.Fatalf("no stub in %s (run from the repository's root, or set -testdata)", src)
			}
			for _, f := range files {
				b, err := os.ReadFile(f)
				if err != nil {
					log.Fatal(err)
				}
				g.raw(filepath.Join("stubs", filepath.Base(s.module), p, filepath.Base(f)), string(b))
			}
		}
	}
	gomod.WriteString(")\n")
	g.raw("go.mod", gomod.String())
	g.raw("stubs/terraform-plugin-sdk/helper/schema/schema.go", schemaStub)
	g.raw("stubs/terraform-plugin-sdk/helper/resource/state.go", stateStub)
	g.src("alicloud/connectivity/client.go", connectivitySrc)
	g.src("alicloud/common.go", commonSrc)
	for i := 0; i < *n; i++ {
		g.src(fmt.Sprintf("alicloud/resource_alicloud_%s.go", name(i)), resource(i))
		if i%10 == 0 {
			g.src(fmt.Sprintf("alicloud/service_alicloud_%s.go", product(i/10)), service(i/10))
		}
	}
	fmt.Printf("%s: %d files, %d lines in alicloud\n", *out, g.files, g.lines)
}

type gen struct {
	dir          string
	files, lines int
}

func (g *gen) raw(rel, text string) {
	path := filepath.Join(g.dir, rel)
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		log.Fatal(err)
	}
}

// src writes a Go file of the provider, gofmt'ed.
func (g *gen) src(rel, text string) {
	b, err := format.Source([]byte(text))
	if err != nil {
		log.Fatalf("%s: %v\n%s", rel, err, text)
	}
	g.raw(rel, string(b))
	if strings.HasPrefix(rel, "alicloud/") && !strings.Contains(rel, "connectivity") {
		g.files++
		g.lines += bytes.Count(b, []byte("\n"))
	}
}

var products = []string{"Ecs", "Vpc", "Slb", "Rds", "Kms", "Ram", "Cms", "Alb", "Nlb", "Cen", "Ess", "Dds", "Adb", "Sae", "Waf", "Cas"}

// product is the name of service group k: a product and a number, so that
// every group has functions of its own.
func product(k int) string { return fmt.Sprintf("%s%d", strings.ToLower(products[k%len(products)]), k) }

func name(i int) string { return fmt.Sprintf("%s_thing%d", product(i/10), i) }

func camel(i int) string {
	return fmt.Sprintf("%s%dThing%d", products[(i/10)%len(products)], i/10, i)
}

// resource is resource file i: Create, Read, Update and Delete, in four
// variants: the SDK's retries on inside the helper (a nested layer), off, a
// client token made inside the retry, and a create that tags in a loop.
func resource(i int) string {
	c := camel(i)
	prod := products[(i/10)%len(products)]
	svc := fmt.Sprintf("%sService%d", prod, i/10)
	autoRetry := i%4 != 1
	tokenInside := i%4 == 2
	var b strings.Builder
	fmt.Fprintf(&b, `package alicloud

import (
	"fmt"
	"log"
	"strings"
	"time"

	"github.com/aliyun/terraform-provider-alicloud/alicloud/connectivity"
	"github.com/hashicorp/terraform-plugin-sdk/helper/resource"
	"github.com/hashicorp/terraform-plugin-sdk/helper/schema"
)

func resourceAlicloud%[1]s() *schema.Resource {
	return &schema.Resource{
		Create: resourceAlicloud%[1]sCreate,
		Read:   resourceAlicloud%[1]sRead,
		Update: resourceAlicloud%[1]sUpdate,
		Delete: resourceAlicloud%[1]sDelete,
		Schema: map[string]*schema.Schema{
			"name":        {Type: schema.TypeString, Optional: true},
			"description": {Type: schema.TypeString, Optional: true},
			"status":      {Type: schema.TypeString, Computed: true},
			"tags":        {Type: schema.TypeMap, Optional: true},
		},
	}
}

func resourceAlicloud%[1]sCreate(d *schema.ResourceData, meta interface{}) error {
	client := meta.(*connectivity.AliyunClient)
	action := "Create%[1]s"
	var request map[string]interface{}
	var response map[string]interface{}
	query := make(map[string]interface{})
	var err error
	request = make(map[string]interface{})
	request["RegionId"] = client.RegionId
`, c)
	if !tokenInside {
		b.WriteString("\trequest[\"ClientToken\"] = buildClientToken(action)\n")
	}
	fmt.Fprintf(&b, `
	if v, ok := d.GetOk("name"); ok {
		request["Name"] = v
	}
	if v, ok := d.GetOk("description"); ok {
		request["Description"] = v
	}
	if v, ok := d.GetOk("tags"); ok {
		count := 1
		for key, value := range v.(map[string]interface{}) {
			request[fmt.Sprintf("Tag.%%d.Key", count)] = key
			request[fmt.Sprintf("Tag.%%d.Value", count)] = value
			count++
		}
	}
	wait := incrementalWait(3*time.Second, 5*time.Second)
	err = resource.Retry(d.Timeout(schema.TimeoutCreate), func() *resource.RetryError {
`)
	if tokenInside {
		b.WriteString("\t\trequest[\"ClientToken\"] = buildClientToken(action)\n")
	}
	fmt.Fprintf(&b, `		response, err = client.RpcPost(%[1]q, "2014-05-26", action, query, request, %[2]t)
		if err != nil {
			if IsExpectedErrors(err, []string{"OperationConflict", "IncorrectStatus.%[3]s"}) || NeedRetry(err) {
				wait()
				return resource.RetryableError(err)
			}
			return resource.NonRetryableError(err)
		}
		return nil
	})
	addDebug(action, response, request)
	if err != nil {
		return WrapErrorf(err, DefaultErrorMsg, "alicloud_%[4]s", action, AlibabaCloudSdkGoERROR)
	}
	d.SetId(fmt.Sprint(response["%[3]sId"]))

	%[5]s := %[6]s{client}
	stateConf := BuildStateConf([]string{}, []string{"Available"}, d.Timeout(schema.TimeoutCreate), 5*time.Second, %[5]s.%[3]sStateRefreshFunc(d.Id(), "Status", []string{"Failed"}))
	if _, err := stateConf.WaitForState(); err != nil {
		return WrapErrorf(err, IdMsg, d.Id())
	}
`, prod, autoRetry, c, name(i), "service", svc)
	if i%4 == 3 {
		fmt.Fprintf(&b, `
	if v, ok := d.GetOk("tags"); ok {
		for key, value := range v.(map[string]interface{}) {
			tagRequest := map[string]interface{}{
				"ResourceId": d.Id(),
				"RegionId":   client.RegionId,
				"Tag.1.Key":  key,
				"Tag.1.Value": value,
			}
			tagAction := "TagResources"
			err = resource.Retry(5*time.Minute, func() *resource.RetryError {
				resp, err := client.RpcPost(%[1]q, "2014-05-26", tagAction, nil, tagRequest, false)
				if err != nil {
					if NeedRetry(err) {
						return resource.RetryableError(err)
					}
					return resource.NonRetryableError(err)
				}
				addDebug(tagAction, resp, tagRequest)
				return nil
			})
			if err != nil {
				return WrapErrorf(err, DefaultErrorMsg, d.Id(), tagAction, AlibabaCloudSdkGoERROR)
			}
		}
	}
`, prod)
	}
	fmt.Fprintf(&b, `
	return resourceAlicloud%[1]sRead(d, meta)
}

func resourceAlicloud%[1]sRead(d *schema.ResourceData, meta interface{}) error {
	client := meta.(*connectivity.AliyunClient)
	service := %[2]s{client}
	object, err := service.Describe%[1]s(d.Id())
	if err != nil {
		if !d.IsNewResource() && NotFoundError(err) {
			log.Printf("[DEBUG] Resource alicloud_%[3]s DescribeAlicloud%[1]s Failed!!! %%s", err)
			d.SetId("")
			return nil
		}
		return WrapError(err)
	}
	d.Set("name", object["Name"])
	d.Set("description", object["Description"])
	d.Set("status", object["Status"])
	if tags, ok := object["Tags"].(map[string]interface{}); ok {
		list := make(map[string]interface{})
		for k, v := range tags {
			if !strings.HasPrefix(k, "acs:") {
				list[k] = v
			}
		}
		d.Set("tags", list)
	}
	return nil
}

func resourceAlicloud%[1]sUpdate(d *schema.ResourceData, meta interface{}) error {
	client := meta.(*connectivity.AliyunClient)
	var request map[string]interface{}
	var response map[string]interface{}
	var query map[string]interface{}
	update := false
	var err error
	d.Partial(true)
	action := "Modify%[1]sAttribute"
	request = make(map[string]interface{})
	query = make(map[string]interface{})
	request["%[1]sId"] = d.Id()
	request["RegionId"] = client.RegionId
	if d.HasChange("name") {
		update = true
		request["Name"] = d.Get("name")
	}
	if d.HasChange("description") {
		update = true
		request["Description"] = d.Get("description")
	}
	if update {
		wait := incrementalWait(3*time.Second, 5*time.Second)
		err = resource.Retry(d.Timeout(schema.TimeoutUpdate), func() *resource.RetryError {
			response, err = client.RpcPost(%[4]q, "2014-05-26", action, query, request, %[5]t)
			if err != nil {
				if NeedRetry(err) {
					wait()
					return resource.RetryableError(err)
				}
				return resource.NonRetryableError(err)
			}
			return nil
		})
		addDebug(action, response, request)
		if err != nil {
			return WrapErrorf(err, DefaultErrorMsg, d.Id(), action, AlibabaCloudSdkGoERROR)
		}
	}
	update = false
	action = "Modify%[1]sSpec"
	request = make(map[string]interface{})
	request["%[1]sId"] = d.Id()
	request["ClientToken"] = buildClientToken(action)
	for _, key := range []string{"name", "description"} {
		if d.HasChange(key) {
			update = true
			request[strings.Title(key)] = d.Get(key)
		}
	}
	if update {
		err = resource.Retry(d.Timeout(schema.TimeoutUpdate), func() *resource.RetryError {
			response, err = client.RpcPost(%[4]q, "2014-05-26", action, nil, request, true)
			if err != nil {
				if NeedRetry(err) {
					return resource.RetryableError(err)
				}
				return resource.NonRetryableError(err)
			}
			return nil
		})
		addDebug(action, response, request)
		if err != nil {
			return WrapErrorf(err, DefaultErrorMsg, d.Id(), action, AlibabaCloudSdkGoERROR)
		}
	}
	d.Partial(false)
	return resourceAlicloud%[1]sRead(d, meta)
}

func resourceAlicloud%[1]sDelete(d *schema.ResourceData, meta interface{}) error {
	client := meta.(*connectivity.AliyunClient)
	action := "Delete%[1]s"
	var request map[string]interface{}
	var response map[string]interface{}
	var err error
	request = make(map[string]interface{})
	request["%[1]sId"] = d.Id()
	request["RegionId"] = client.RegionId
	request["ClientToken"] = buildClientToken(action)
	wait := incrementalWait(3*time.Second, 5*time.Second)
	err = resource.Retry(d.Timeout(schema.TimeoutDelete), func() *resource.RetryError {
		response, err = client.RpcPost(%[4]q, "2014-05-26", action, nil, request, %[5]t)
		if err != nil {
			if IsExpectedErrors(err, []string{"IncorrectStatus"}) || NeedRetry(err) {
				wait()
				return resource.RetryableError(err)
			}
			return resource.NonRetryableError(err)
		}
		return nil
	})
	addDebug(action, response, request)
	if err != nil {
		if IsExpectedErrors(err, []string{"InvalidId.NotFound"}) || NotFoundError(err) {
			return nil
		}
		return WrapErrorf(err, DefaultErrorMsg, d.Id(), action, AlibabaCloudSdkGoERROR)
	}
	return nil
}
`, c, svc, name(i), prod, autoRetry)
	return b.String()
}

// service is the service file of group k: a service type with a Describe
// and a StateRefreshFunc for each of the group's ten resources.
func service(k int) string {
	prod := products[k%len(products)]
	svc := fmt.Sprintf("%sService%d", prod, k)
	var b strings.Builder
	fmt.Fprintf(&b, `package alicloud

import (
	"fmt"
	"time"

	"github.com/aliyun/terraform-provider-alicloud/alicloud/connectivity"
	"github.com/hashicorp/terraform-plugin-sdk/helper/resource"
)

type %[1]s struct {
	client *connectivity.AliyunClient
}
`, svc)
	for i := k * 10; i < k*10+10; i++ {
		c := camel(i)
		fmt.Fprintf(&b, `
func (s *%[1]s) Describe%[2]s(id string) (object map[string]interface{}, err error) {
	var response map[string]interface{}
	client := s.client
	action := "Describe%[2]ss"
	request := map[string]interface{}{
		"RegionId":   client.RegionId,
		"%[2]sIds": convertListToJsonString([]interface{}{id}),
		"PageSize":   PageSizeLarge,
	}
	idExist := false
	for {
		wait := incrementalWait(3*time.Second, 3*time.Second)
		err = resource.Retry(5*time.Minute, func() *resource.RetryError {
			response, err = client.RpcPost(%[3]q, "2014-05-26", action, nil, request, true)
			if err != nil {
				if NeedRetry(err) {
					wait()
					return resource.RetryableError(err)
				}
				return resource.NonRetryableError(err)
			}
			return nil
		})
		addDebug(action, response, request)
		if err != nil {
			return object, WrapErrorf(err, DefaultErrorMsg, id, action, AlibabaCloudSdkGoERROR)
		}
		v, ok := response["%[2]ss"].([]interface{})
		if !ok {
			return object, WrapErrorf(fmt.Errorf("%%v", response), FailedGetAttributeMsg, id, "$.%[2]ss", response)
		}
		for _, item := range v {
			if m, ok := item.(map[string]interface{}); ok && fmt.Sprint(m["%[2]sId"]) == id {
				idExist = true
				return m, nil
			}
		}
		if len(v) < PageSizeLarge {
			break
		}
		request["PageNumber"] = request["PageNumber"].(int) + 1
	}
	if !idExist {
		return object, WrapErrorf(NotFoundErr("%[2]s", id), NotFoundWithResponse, response)
	}
	return object, nil
}

func (s *%[1]s) %[2]sStateRefreshFunc(id, field string, failStates []string) resource.StateRefreshFunc {
	return func() (interface{}, string, error) {
		object, err := s.Describe%[2]s(id)
		if err != nil {
			if NotFoundError(err) {
				return nil, "", nil
			}
			return nil, "", WrapError(err)
		}
		current := fmt.Sprint(object[field])
		for _, failState := range failStates {
			if current == failState {
				return object, current, WrapError(Error(FailedToReachTargetStatus, current))
			}
		}
		return object, current, nil
	}
}
`, svc, c, prod)
	}
	return b.String()
}
