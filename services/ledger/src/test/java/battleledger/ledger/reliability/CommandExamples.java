package battleledger.ledger.reliability;

import battleledger.ledger.Session;

import java.util.LinkedHashMap;
import java.util.Map;

/** One well-formed example of every command type, whose fields the fuzz test then breaks one at a time. */
final class CommandExamples {

    private CommandExamples() {
    }

    /** A well-formed example of each command, every field present. */
    static final Map<String, String> EXAMPLES = new LinkedHashMap<>();

    static {
        EXAMPLES.put("CreateEncounter", "{\"id\":\"again\",\"name\":\"Again\",\"ruleset\":\"playtest\",\"seed\":1,"
                + "\"options\":{\"grid\":\"none\",\"dice\":{\"mode\":\"scripted\",\"script\":[3,4]}}}");
        EXAMPLES.put("AddCombatant", "{\"combatant\":" + Session.combatant("fuzz", "party", 12, 10)
                .replace("\"attacks\"", "\"spells\":[\"magic-missile\"],\"slots\":{\"1\":2},\"attacks\"") + "}");
        EXAMPLES.put("PlaceTerrain", "{\"walls\":[{\"x\":5,\"y\":5}],\"difficult\":[{\"x\":6,\"y\":6}]}");
        EXAMPLES.put("StartCombat", "{\"surprised\":[\"orc\"]}");
        EXAMPLES.put("EndCombat", "{}");
        EXAMPLES.put("ShortRest", "{\"spend\":{\"ann\":1},\"healersKit\":true}");
        EXAMPLES.put("LongRest", "{\"combatants\":[\"ann\"]}");
        EXAMPLES.put("BeginLongRest", "{\"combatants\":[\"ann\"]}");
        EXAMPLES.put("EndTurn", "{\"actor\":\"orc\"}");
        EXAMPLES.put("Attack", "{\"actor\":\"ann\",\"target\":\"orc\",\"attack\":\"sword\",\"mode\":\"melee\","
                + "\"nonlethal\":false,\"situation\":{\"cover\":\"half\",\"distance\":5,\"unseen\":false}}");
        EXAMPLES.put("CoupDeGrace", "{\"actor\":\"ann\",\"target\":\"orc\",\"attack\":\"sword\"}");
        EXAMPLES.put("Disengage", "{\"actor\":\"ann\",\"feet\":10,\"leaves\":[\"orc\"],\"enters\":[],"
                + "\"path\":[{\"x\":2,\"y\":1}]}");
        EXAMPLES.put("Dodge", "{\"actor\":\"ann\"}");
        EXAMPLES.put("Help", "{\"actor\":\"ann\",\"ally\":\"bob\",\"ability\":\"str\"}");
        EXAMPLES.put("Hide", "{\"actor\":\"ann\",\"observers\":[\"orc\"]}");
        EXAMPLES.put("Hustle", "{\"actor\":\"ann\"}");
        EXAMPLES.put("Improvise", "{\"actor\":\"ann\",\"description\":\"swing from the chandelier\"}");
        EXAMPLES.put("Ready", "{\"actor\":\"ann\",\"trigger\":{\"on\":\"AttackDeclared\",\"by\":{\"side\":\"enemy\"},"
                + "\"target\":{\"id\":\"bob\"}},\"action\":{\"type\":\"Attack\",\"actor\":\"ann\",\"target\":\"orc\","
                + "\"attack\":\"sword\"}}");
        EXAMPLES.put("Search", "{\"actor\":\"ann\",\"target\":\"orc\"}");
        EXAMPLES.put("UseItem", "{\"actor\":\"ann\",\"item\":\"potion\",\"target\":\"bob\",\"heal\":\"2d4+2\"}");
        EXAMPLES.put("Move", "{\"actor\":\"ann\",\"feet\":10,\"leaves\":[],\"enters\":[\"orc\"],\"standUp\":false,"
                + "\"path\":[{\"x\":2,\"y\":1}]}");
        EXAMPLES.put("DeclareReaction", "{\"actor\":\"orc\",\"attack\":\"sword\",\"action\":{\"type\":\"Attack\","
                + "\"actor\":\"orc\",\"target\":\"ann\",\"attack\":\"sword\"}}");
        EXAMPLES.put("CastSpell", "{\"actor\":\"ann\",\"spell\":\"magic-missile\",\"level\":1,\"mode\":null,"
                + "\"targets\":[\"orc\"],\"point\":{\"x\":3,\"y\":3,\"corner\":null},\"ritual\":false,"
                + "\"holds\":{\"spell\":\"shield\",\"level\":1,\"mode\":null,\"trigger\":{\"on\":\"HitPointsBelow\","
                + "\"by\":{\"id\":\"ann\"},\"below\":5}}}");
        EXAMPLES.put("IdentifySpell", "{\"actor\":\"ann\",\"caster\":\"orc\"}");
        EXAMPLES.put("EndSpell", "{\"actor\":\"ann\",\"effect\":\"shield\"}");
        EXAMPLES.put("PassReaction", "{\"actor\":\"orc\"}");
        EXAMPLES.put("OverrideRoll", "{\"step\":4,\"roll\":0,\"dice\":[11]}");
        EXAMPLES.put("ApplyCondition", "{\"target\":\"orc\",\"condition\":\"prone\",\"source\":\"ann\"}");
        EXAMPLES.put("RemoveCondition", "{\"target\":\"orc\",\"condition\":\"prone\"}");
        EXAMPLES.put("GrantAdvantage", "{\"target\":\"ann\",\"roll\":\"attack\",\"advantage\":true,\"reason\":\"high\"}");
        EXAMPLES.put("SetDifficulty", "{\"actor\":\"ann\",\"ability\":\"dex\",\"dc\":12}");
        EXAMPLES.put("CallForCheck", "{\"combatant\":\"ann\",\"ability\":\"str\",\"dc\":10,\"purpose\":\"lift\"}");
        EXAMPLES.put("CallForSave", "{\"combatant\":\"ann\",\"ability\":\"con\",\"dc\":10,\"purpose\":\"poison\"}");
        EXAMPLES.put("CallForContest", "{\"first\":\"ann\",\"firstAbility\":\"str\",\"second\":\"orc\","
                + "\"secondAbility\":\"str\",\"purpose\":\"grapple\"}");
        EXAMPLES.put("Undo", "{}");
        EXAMPLES.put("Redo", "{}");
        EXAMPLES.put("RevokeRuling", "{\"step\":4}");
        EXAMPLES.put("PassTime", "{\"hours\":2,\"minutes\":10,\"reason\":\"clearing the tomb\"}");
        EXAMPLES.put("Traverse", "{\"actor\":\"ann\",\"mode\":\"climb\",\"feet\":10}");
        EXAMPLES.put("RuleSight", "{\"from\":\"ann\",\"to\":\"orc\",\"cover\":\"half\",\"unseen\":false,"
                + "\"reason\":\"a cart\"}");
        EXAMPLES.put("RuleFall", "{\"combatant\":\"ann\",\"feet\":30,\"reason\":\"the floor gives way\"}");
        EXAMPLES.put("DropItem", "{\"actor\":\"ann\",\"item\":\"sword\"}");
        EXAMPLES.put("PickUpItem", "{\"actor\":\"ann\",\"item\":\"sword\"}");
        EXAMPLES.put("MakeNoise", "{\"actor\":\"ann\",\"noise\":\"yells a warning\"}");
        EXAMPLES.put("RuleMishap", "{\"caster\":\"ann\",\"castStep\":4,\"mishap\":\"her hair catches fire\"}");
        EXAMPLES.put("PrepareSpells", "{\"actor\":\"ann\",\"spells\":[\"fireball\"]}");
        EXAMPLES.put("LoseGrimoire", "{\"actor\":\"ann\"}");
        EXAMPLES.put("GainGrimoire", "{\"actor\":\"ann\"}");
        EXAMPLES.put("RecordSpells", "{\"actor\":\"ann\",\"spells\":[\"fireball\"]}");
        EXAMPLES.put("DisturbConcentration", "{\"actor\":\"ann\",\"reason\":\"a door slams\"}");
    }

    /** The example for a command type, or null for a type that has none yet (it is fuzzed as a bare type). */
    static String of(String type) {
        return EXAMPLES.get(type);
    }
}
