package battleledger.ledger.api;

import battleledger.kernel.command.EncounterCommand;
import battleledger.ledger.openapi.ApiDocument;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.Produces;
import io.swagger.v3.oas.annotations.Hidden;

import java.net.URI;
import java.util.Map;

/**
 * The API's own description: the OpenAPI 3.1 document as YAML and JSON, and Swagger UI over it at /docs (its page is
 * resources/docs/index.html, its scripts the swagger-ui WebJar, both served as static resources).
 */
@Controller
@Hidden
public class OpenApiController {

    /** The operations whose controllers take their body as text and read it themselves: what the body is. */
    static final Map<String, java.lang.reflect.Type> BODIES = Map.of(
            "post /encounters", EncounterController.CreateRequest.class,
            "post /encounters/{id}/commands", EncounterCommand.class,
            "post /encounters/{id}/what-if", battleledger.ledger.whatif.WhatIfJson.WhatIfRequest.class,
            "post /encounters/{id}/tokens", battleledger.ledger.security.TokenController.TokenRequest.class);

    /** Operations whose success is not a 200. */
    static final Map<String, String> SUCCESS = Map.of(
            "post /encounters", "201",
            "post /encounters/import", "201",
            "post /encounters/{id}/tokens", "201",
            "post /admin/encounters/{id}/gm-token", "201");

    private static final MediaType YAML = MediaType.of("application/yaml");

    private volatile ApiDocument document;

    ApiDocument document() {
        ApiDocument d = document;
        if (d == null) {
            synchronized (this) {
                if (document == null) {
                    document = ApiDocument.build(BODIES, SUCCESS);
                }
                d = document;
            }
        }
        return d;
    }

    @Get("/openapi.json")
    @Produces(MediaType.APPLICATION_JSON)
    public String json() {
        return document().json();
    }

    @Get("/openapi.yml")
    @Produces("application/yaml")
    public HttpResponse<String> yaml() {
        return HttpResponse.ok(document().yaml()).contentType(YAML);
    }

    /** The path the document had before it was typed; still answered. */
    @Get("/openapi/battle-ledger-1.yml")
    @Produces("application/yaml")
    public HttpResponse<String> legacy() {
        return yaml();
    }

    @Get("/docs")
    public HttpResponse<?> docs() {
        return HttpResponse.seeOther(URI.create("/docs/index.html"));
    }
}
