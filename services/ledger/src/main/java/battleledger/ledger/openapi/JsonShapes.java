package battleledger.ledger.openapi;

import battleledger.kernel.dice.Roll;
import battleledger.kernel.model.EncounterOptions;
import battleledger.kernel.narration.Line;
import battleledger.kernel.state.Battle;
import battleledger.kernel.state.Combatant;
import battleledger.kernel.state.InitiativeEntry;
import battleledger.kernel.state.Stance;
import battleledger.ledger.projection.GridViews;
import battleledger.ledger.projection.SpellViews;

import java.lang.reflect.Type;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the answers' JSON-typed fields really hold. The read models keep some values as JSON text written from kernel
 * records (ReadModelWriter); the views hand them on as JSON trees. This table names, per view field, the Java type the
 * text was written from, so the document shows its shape instead of "any value". Keys are "Record#component" with
 * the record's simple name (Views' records, or the enclosing class's records named as Outer.Inner).
 */
public final class JsonShapes {

    private static final Map<String, Type> SHAPES = new HashMap<>();

    static {
        SHAPES.put("Summary#options", EncounterOptions.class);
        SHAPES.put("Summary#sequence", SpellViews.SequenceView.class);
        SHAPES.put("Summary#economy", returnOf(Battle.class, "economy"));
        SHAPES.put("Summary#awaiting", returnOf(SpellViews.class, "offers", Battle.class));
        SHAPES.put("Summary#rollAwaited", battleledger.ledger.projection.AwaitedRollView.class);
        SHAPES.put("Fighter#afflictions", returnOf(SpellViews.class, "afflictions", Combatant.class, Battle.class));
        SHAPES.put("Fighter#readied", returnOf(Stance.class, "readied"));
        SHAPES.put("Fighter#concentration", SpellViews.EffectView.class);
        SHAPES.put("Fighter#hidden", returnOf(Stance.class, "hiding"));
        SHAPES.put("Fighter#helpedBy", returnOf(Stance.class, "helpedBy"));
        SHAPES.put("Fighter#withinReach", returnOf(Battle.class, "engagedWith", String.class));
        SHAPES.put("Fighter#spellcasting", SpellViews.Spellcasting.class);
        SHAPES.put("Place#rollOffs", returnOf(InitiativeEntry.class, "rollOffs"));
        SHAPES.put("Line#rolls", returnOf(Line.class, "rolls"));
        SHAPES.put("RollLine#dice", returnOf(Roll.class, "dice"));
        SHAPES.put("RollLine#kept", returnOf(Roll.class, "kept"));
        SHAPES.put("RollLine#modifiers", returnOf(Roll.class, "modifiers"));
        SHAPES.put("RollLine#advantage", returnOf(Roll.class, "advantage"));
        SHAPES.put("RollLine#disadvantage", returnOf(Roll.class, "disadvantage"));
        SHAPES.put("SequenceAnswer#declarations", returnOf(SpellViews.SequenceView.class, "declarations"));
        SHAPES.put("SequenceAnswer#resolutionOrder", returnOf(SpellViews.SequenceView.class, "resolutionOrder"));
        SHAPES.put("SequenceAnswer#awaiting", returnOf(SpellViews.class, "offers", Battle.class));
        SHAPES.put("SequenceAnswer#deferred", returnOf(SpellViews.SequenceView.class, "deferred"));
        SHAPES.put("State#battle", Battle.class);
        SHAPES.put("CommandAnswer#events", returnOf(battleledger.kernel.state.Entry.class, "events"));
        SHAPES.put("Sheet#stats", battleledger.kernel.model.StatBlock.class);
        SHAPES.put("Entry#combatant", battleledger.kernel.model.StatBlock.class); // GET /monsters/{id}
    }

    /** The operations that answer a JSON tree, by "method path": what that tree is. */
    static final Map<String, Type> OPERATIONS = Map.of(
            "get /encounters/{id}/grid", GridViews.GridView.class,
            "get /encounters/{id}/effects", returnOf(SpellViews.class, "effects", Battle.class),
            "post /encounters/{id}/what-if", battleledger.kernel.simulation.WhatIfTable.class,
            "get /rulesets/{ruleset}/spells", listOf(battleledger.kernel.magic.SpellData.class),
            "get /rulesets/{ruleset}/spells/{spell}", battleledger.kernel.magic.SpellData.class);

    private JsonShapes() {
    }

    /** The type written into this view field (a JSON tree or a list of them); null: what its Java type says. */
    static Type of(Class<?> record, String component) {
        return SHAPES.get(record.getSimpleName() + "#" + component);
    }

    static List<String> keys() {
        return List.copyOf(SHAPES.keySet());
    }

    private static Type listOf(Class<?> element) {
        return new java.lang.reflect.ParameterizedType() {
            @Override
            public Type[] getActualTypeArguments() {
                return new Type[]{element};
            }

            @Override
            public Type getRawType() {
                return List.class;
            }

            @Override
            public Type getOwnerType() {
                return null;
            }
        };
    }

    private static Type returnOf(Class<?> type, String method, Class<?>... parameters) {
        try {
            return type.getMethod(method, parameters).getGenericReturnType();
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(type.getSimpleName() + " has no " + method, e);
        }
    }
}
