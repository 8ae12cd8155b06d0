package battleledger.ledger.api;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.HttpStatus;
import io.micronaut.http.MediaType;
import io.micronaut.http.MutableHttpResponse;

/**
 * An error answer as {@code application/problem+json} (RFC 9457), with the stable code and the rule cited
 * (DESIGN.md, The API): {@code {"status":409,"code":"not-your-turn","title":...,"detail":...,"rule":...}}.
 */
public record Problem(String type, String title, int status, String code, String detail, String rule) {

    public static final MediaType PROBLEM_JSON = MediaType.of("application/problem+json");

    public static Problem of(HttpStatus status, String code, String detail, String rule) {
        return new Problem("https://battle-ledger.example/problems/" + code, title(code), status.getCode(), code,
                detail, rule);
    }

    public MutableHttpResponse<Problem> response() {
        return HttpResponse.<Problem>status(HttpStatus.valueOf(status)).body(this).contentType(PROBLEM_JSON);
    }

    /** "not-your-turn" reads "Not your turn". */
    static String title(String code) {
        String words = code.replace('-', ' ');
        return words.isEmpty() ? "Error" : Character.toUpperCase(words.charAt(0)) + words.substring(1);
    }
}
