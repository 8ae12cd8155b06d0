package battleledger.ledger.whatif;

import battleledger.kernel.RuleViolation;
import battleledger.kernel.command.Submission;
import battleledger.kernel.simulation.WhatIf;
import battleledger.ledger.json.CommandJson;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.util.List;
import java.util.Map;

/**
 * A what-if request as JSON (issue 15): {@code {"fromStep":40,"runs":1000,"seed":7,"maxRounds"?:100,
 * "changes"?:{"remove":["ann"],"hp":{"bob":5},"command":{"type":"Attack",...}}}}; the command is the same JSON the
 * command endpoint takes.
 */
public final class WhatIfJson {

    /** The request body's mapper (InputLimits: bounded, a key given twice refused); it writes the table too. */
    private static final ObjectMapper JSON = battleledger.ledger.edge.InputLimits.mapper();

    private WhatIfJson() {
    }

    /** A what-if request as sent (its schema in the OpenAPI document). */
    public record WhatIfRequest(Integer fromStep, Integer runs, Long seed, Integer maxRounds, WhatIfChanges changes) {
    }

    public record WhatIfChanges(List<String> remove, Map<String, Integer> hp, JsonNode command) {
    }

    public static WhatIf.Request read(String body) {
        WhatIfRequest b;
        try {
            b = JSON.readValue(body == null ? "" : body, WhatIfRequest.class);
        } catch (JsonProcessingException e) {
            RuleViolation duplicate = CommandJson.duplicateKey(e, "the body");
            if (duplicate != null) {
                throw duplicate;
            }
            throw RuleViolation.invalid("malformed-json", "the body is not a valid what-if request: "
                    + battleledger.ledger.json.CommandJson.plain(e.getOriginalMessage()));
        }
        if (b == null || b.fromStep() == null || b.runs() == null || b.seed() == null) {
            throw RuleViolation.invalid("malformed-what-if", "a what-if names \"fromStep\", \"runs\" and \"seed\"");
        }
        if (b.maxRounds() != null && b.maxRounds() < 1) {
            // the kernel reads 0 as "not given": a 0 sent is refused like any other bound broken
            throw RuleViolation.invalid("invalid-rounds", "maxRounds must be from 1 to " + WhatIf.MAX_ROUNDS + ", not "
                    + b.maxRounds() + " (leave it out for " + WhatIf.MAX_ROUNDS + ")");
        }
        WhatIf.Changes changes = WhatIf.Changes.NONE;
        if (b.changes() != null) {
            Submission command = b.changes().command() == null || b.changes().command().isNull() ? null
                    : CommandJson.read(b.changes().command().toString());
            changes = new WhatIf.Changes(b.changes().remove(), b.changes().hp(), command);
        }
        return new WhatIf.Request(b.fromStep(), b.runs(), b.seed(), changes, b.maxRounds() == null ? 0 : b.maxRounds());
    }

    public static String write(Object table) {
        try {
            return JSON.writeValueAsString(table);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the kernel's records always serialize", e);
        }
    }
}
