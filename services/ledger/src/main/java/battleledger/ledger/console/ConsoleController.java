package battleledger.ledger.console;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.MediaType;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.security.annotation.Secured;
import io.micronaut.security.rules.SecurityRule;
import io.swagger.v3.oas.annotations.Hidden;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The game master's console (issue 14): a page of plain HTML, CSS and JavaScript modules served at {@code /}, its
 * scripts and styles under {@code /console/**} (static resources, application.yml). The page is the API's first
 * consumer: it uses only the public API with the tokens it is given, so serving it needs no token.
 */
@Controller
@Hidden
@Secured(SecurityRule.IS_ANONYMOUS)
public class ConsoleController {

    private static final String PAGE = read("console/index.html");

    private static String read(String resource) {
        try (InputStream in = ConsoleController.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("the console page is missing from the jar: " + resource);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Get(produces = MediaType.TEXT_HTML)
    public HttpResponse<String> page() {
        return HttpResponse.ok(PAGE).contentType(MediaType.TEXT_HTML_TYPE)
                .header("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self'; "
                        + "script-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'")
                .header("X-Content-Type-Options", "nosniff")
                .header("Cache-Control", "no-cache");
    }
}
