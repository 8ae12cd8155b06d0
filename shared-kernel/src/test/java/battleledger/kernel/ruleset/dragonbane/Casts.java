package battleledger.kernel.ruleset.dragonbane;

import battleledger.kernel.ruleset.dragonbane.CastRequest.SpellTarget;

import java.util.List;

/** A small builder of cast requests for the tests; a cast is made outside the mage's own turn unless told. */
record Casts(Fighter caster, String spell, Integer power, String body, List<String> exempt, boolean grimoire,
             String dragonChoice, List<SpellTarget> targets, boolean inCombat, boolean action,
             List<String> banes, boolean ownTurn) {

    static Casts of(Fighter caster, String spell) {
        return new Casts(caster, spell, null, null, List.of(), false, null, List.of(), true, true, List.of(), false);
    }

    Casts power(int p) {
        return new Casts(caster, spell, p, body, exempt, grimoire, dragonChoice, targets, inCombat, action, banes,
                ownTurn);
    }

    Casts at(String id, int meters) {
        List<SpellTarget> more = new java.util.ArrayList<>(targets);
        more.add(new SpellTarget(id, meters));
        return new Casts(caster, spell, power, body, exempt, grimoire, dragonChoice, more, inCombat, action, banes,
                ownTurn);
    }

    Casts body(String die) {
        return new Casts(caster, spell, power, die, exempt, grimoire, dragonChoice, targets, inCombat, action, banes,
                ownTurn);
    }

    Casts exempt(String... ids) {
        return new Casts(caster, spell, power, body, List.of(ids), grimoire, dragonChoice, targets, inCombat, action,
                banes, ownTurn);
    }

    Casts fromGrimoire() {
        return new Casts(caster, spell, power, body, exempt, true, dragonChoice, targets, inCombat, action, banes,
                ownTurn);
    }

    Casts onDragon(String choice) {
        return new Casts(caster, spell, power, body, exempt, grimoire, choice, targets, inCombat, action, banes,
                ownTurn);
    }

    Casts outOfCombat() {
        return new Casts(caster, spell, power, body, exempt, grimoire, dragonChoice, targets, false, action, banes,
                false);
    }

    Casts actionUsed() {
        return new Casts(caster, spell, power, body, exempt, grimoire, dragonChoice, targets, inCombat, false, banes,
                ownTurn);
    }

    /** Cast on the mage's own turn of combat. */
    Casts onOwnTurn() {
        return new Casts(caster, spell, power, body, exempt, grimoire, dragonChoice, targets, inCombat, action, banes,
                true);
    }

    Casts bane(String source) {
        return new Casts(caster, spell, power, body, exempt, grimoire, dragonChoice, targets, inCombat, action,
                List.of(source), ownTurn);
    }

    CastRequest request() {
        return new CastRequest(caster, Grimoire.spell(spell), power, body, exempt, grimoire, dragonChoice, targets,
                inCombat, action, banes, ownTurn);
    }

    CastOutcome with(Integer... dice) {
        return Casting.cast(request(), Mages.dice(dice));
    }
}
