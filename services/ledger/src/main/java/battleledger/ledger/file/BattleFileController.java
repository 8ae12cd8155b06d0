package battleledger.ledger.file;

import battleledger.ledger.api.Problem;
import io.micronaut.context.annotation.Requires;
import io.micronaut.core.annotation.Nullable;
import io.micronaut.http.HttpRequest;
import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Body;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.PathVariable;
import io.micronaut.http.annotation.Post;
import io.micronaut.http.annotation.Produces;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.http.server.exceptions.ExceptionHandler;
import io.micronaut.scheduling.TaskExecutors;
import io.micronaut.scheduling.annotation.ExecuteOn;
import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.tags.Tag;
import jakarta.inject.Singleton;

import java.net.URI;

/** Battle files over HTTP (issue 15): export an encounter, import a file as a new encounter. */
@Controller("/encounters")
@ExecuteOn(TaskExecutors.BLOCKING)
@Tag(name = "battle files")
public class BattleFileController {

    private final BattleFileService files;
    private final battleledger.ledger.security.Tokens tokens;

    public BattleFileController(BattleFileService files, battleledger.ledger.security.Tokens tokens) {
        this.files = files;
        this.tokens = tokens;
    }

    @Get(value = "/{id}/export", produces = BattleFile.MEDIA_TYPE)
    @io.micronaut.security.annotation.Secured({battleledger.ledger.security.Party.GM,
            battleledger.ledger.security.Party.AUDIT, battleledger.ledger.security.Party.ADMIN})
    @Operation(operationId = "exportFile", summary = "The battle file", description = "JSON Lines: a header (format, ruleset, options, seed), "
            + "one stored event per line (step, type, revision, payload), and a trailer with the SHA-256 digest of "
            + "every line before it. It holds the seed, so it is the GM's and the auditor's.")
    public HttpResponse<String> export(@PathVariable String id) {
        return HttpResponse.ok(files.export(id)).contentType(BattleFile.MEDIA_TYPE)
                .header("Content-Disposition", "attachment; filename=\"" + id.replaceAll("[^A-Za-z0-9._-]", "_")
                        + ".jsonl\"");
    }

    @io.micronaut.security.annotation.Secured(io.micronaut.security.rules.SecurityRule.IS_ANONYMOUS)
    @Post(value = "/import", consumes = {BattleFile.MEDIA_TYPE, "application/x-ndjson", MediaType.TEXT_PLAIN,
            MediaType.APPLICATION_JSON})
    @Operation(summary = "Import a battle file", description = "Replays every step with the rules and checks the "
            + "digest; the battle becomes a new encounter (the file's id, or ?id=). A file that does not replay or "
            + "whose digest does not match is refused with the step where it first differs. Like creating an encounter, "
            + "it needs no token and answers the new encounter's GM token (gmToken), shown only this once, and stored with "
            + "the encounter; 503 created-position-unknown and creation-unknown carry the id and gmToken as creating an "
            + "encounter does.")
    public HttpResponse<BattleFileService.Imported> importFile(@Body java.io.InputStream body,
                                                               @Nullable @QueryValue String id) {
        // the GM token is stored with the imported encounter, in one transaction (axon.CreatedTokens)
        String label = "imported from a battle file";
        battleledger.ledger.security.Tokens.Minted gm = tokens.mint(battleledger.ledger.security.Party.Role.GM,
                java.util.List.of(), label);
        String gmToken = gm.issued().token();
        BattleFileService.Imported imported;
        try {
            imported = BattleFileUpload.alone(() -> files.importFile(BattleFileUpload.read(body), id,
                    battleledger.ledger.axon.CreatedTokens.metaData(gm.issued().tokenId(), gm.hash(), label)));
        } catch (battleledger.ledger.app.CreatedPositionUnknown e) {
            throw e.withGmToken(gmToken);
        }
        return HttpResponse.created(imported.withGmToken(gmToken), URI.create("/encounters/" + imported.id()));
    }

    @Singleton
    @Produces
    @Requires(classes = ExceptionHandler.class)
    static final class Busy implements ExceptionHandler<BattleFileUpload.Busy, HttpResponse<Problem>> {
        @Override
        public HttpResponse<Problem> handle(HttpRequest request, BattleFileUpload.Busy e) {
            return Problem.of(HttpStatus.SERVICE_UNAVAILABLE, "import-busy", e.getMessage(), null).response()
                    .header("Retry-After", "1");
        }
    }

    @Singleton
    @Produces
    @Requires(classes = ExceptionHandler.class)
    static final class TooLong implements ExceptionHandler<BattleFileUpload.TooLong, HttpResponse<Problem>> {
        @Override
        public HttpResponse<Problem> handle(HttpRequest request, BattleFileUpload.TooLong e) {
            return Problem.of(HttpStatus.REQUEST_ENTITY_TOO_LARGE, "body-too-large", e.getMessage(), null).response()
                    .header("Connection", "close");
        }
    }

    /** A refused battle file: 422 problem+json with the step where the file first differs. */
    public record FileProblem(String type, String title, int status, String code, String detail, String rule,
                              Integer step) {
    }

    @Singleton
    @Produces
    @Requires(classes = ExceptionHandler.class)
    static final class Refusals implements ExceptionHandler<BattleFileRefused, HttpResponse<FileProblem>> {
        @Override
        public HttpResponse<FileProblem> handle(HttpRequest request, BattleFileRefused e) {
            Problem p = Problem.of(HttpStatus.UNPROCESSABLE_ENTITY, e.code(), e.detail(), null);
            return HttpResponse.<FileProblem>status(HttpStatus.UNPROCESSABLE_ENTITY)
                    .body(new FileProblem(p.type(), p.title(), p.status(), p.code(), p.detail(), "DESIGN.md › Replay "
                            + "and audit", e.step()))
                    .contentType(Problem.PROBLEM_JSON);
        }
    }
}
